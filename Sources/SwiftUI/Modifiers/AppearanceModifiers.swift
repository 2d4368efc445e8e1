import UIKit

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        writingEnvironment { $0.foregroundColor = style.resolvedColor(in: $0) }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        writingEnvironment { $0.foregroundColor = color?.uiColor }
    }

    public func tint(_ tint: Color?) -> some View {
        // A progress view's spinner or bar takes an explicit tint (a spinner is grey without one).
        writingEnvironment {
            $0.tintColor = tint?.uiColor ?? .systemBlue
            $0.progressTint = tint
        }
    }

    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    public func font(_ font: Font?) -> some View {
        writingEnvironment { $0.font = font }
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        writingEnvironment { environment in environment.font = weight.map { environment.resolvedFont.weight($0) } ?? environment.font }
    }

    public func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    public func textCase(_ textCase: Text.Case?) -> some View {
        writingEnvironment { $0.textCase = textCase }
    }

    public func lineLimit(_ number: Int?) -> some View {
        writingEnvironment { $0.lineLimit = number }
    }

    /// At most the range's upper bound of lines; a vertical text field is at least its lower bound tall.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        writingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At least `limit.lowerBound` lines (a vertical text field's height), and as many more as the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        writingEnvironment {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At most `limit` lines; with `reservesSpace`, a vertical text field is that tall however little it holds.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        writingEnvironment {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : 1
        }
    }

    /// Where the texts inside are cut when too long: at the head, the middle or the tail (the default).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        writingEnvironment { $0.truncationMode = mode }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        writingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Turns off the controls inside: buttons greyed and untappable, as on iOS.
    public func disabled(_ disabled: Bool) -> some View {
        writingEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        writingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Puts an `@Observable` object where the views inside read it with `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        writingEnvironment { $0.setObject(object) }
    }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        writingEnvironment { if let colorScheme { $0.colorScheme = colorScheme } }
    }

    public func labelsHidden() -> some View {
        writingEnvironment { $0.labelsHidden = true }
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style) }
    }

    /// Deprecated on iOS in favour of the closure form; a colour goes to the `ShapeStyle` form first, as there.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        decorated(behind: background, over: EmptyView(), alignment: alignment)
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        decorated(behind: EmptyView(), over: overlay, alignment: alignment)
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(behind: content(), over: EmptyView(), alignment: alignment)
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style) }
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(behind: EmptyView(), over: content(), alignment: alignment)
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        overlay { Rectangle().fill(style) }
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    private func decorated<Behind: View, Over: View>(behind: Behind, over: Over, alignment: Alignment) -> some View {
        modifier(DecorationModifier(behind: behind, over: over, alignment: alignment))
    }

    public func opacity(_ opacity: Double) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.view.alpha = CGFloat(opacity) }
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.clip = (shape as? any KnownShape)?.kind ?? .rectangle }
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.clip = .roundedRectangle(radius) }
    }

    public func clipped(antialiased: Bool = false) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.clip = .rectangle }
    }

    /// The view's drawing casts a shadow (its layer's: the blur radius and offset in points), as
    /// its pixels would on iOS; layout is unchanged.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, context in
            let layer = element.view.layer
            layer.shadowColor = color.uiColor(in: context.environment).cgColor
            layer.shadowOpacity = 1
            layer.shadowRadius = radius
            layer.shadowOffset = CGSize(width: x, height: y)
        }
    }

    /// The view's drawing blurred (a Gaussian whose radius is two standard deviations, as a shadow's);
    /// layout and hit testing are unchanged. `opaque` is not kept: the edges fade as without it.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.view.layer.contentBlurRadius = max(0, radius) }
    }

    /// The view keeps its place in the layout but shows nothing and takes no touches.
    public func hidden() -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.view.isHidden = true }
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.setTaps([(count, action)]) }
    }
}

/// `background` and `overlay` with views: the views are offered the content's size.
struct DecorationModifier<Behind: View, Over: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let behind: Behind
    let over: Over
    let alignment: Alignment

    func resolve<Content: View>(content: Content, in context: ResolveContext) -> [Element] {
        let inner = context.appending(.child(0)).single(content)
        let element = context.element { DecoratedElement(content: inner) }
        element.content = inner
        element.behind = context.appending(.child(1)).resolve(behind)
        element.over = context.appending(.child(2)).resolve(over)
        element.alignment = alignment
        return [element]
    }
}
