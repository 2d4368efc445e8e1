/// Views one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let stack = context.element { StackElement(axis: .vertical) }
        stack.update(alignment: alignment.fraction, spacing: spacing, items: context.appending(.child(0)).resolve(content))
        return [stack]
    }
}

/// Views side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let stack = context.element { StackElement(axis: .horizontal) }
        stack.update(alignment: alignment.fraction, spacing: spacing, items: context.appending(.child(0)).resolve(content))
        return [stack]
    }
}

/// Views over one another, back to front.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let stack = context.element { ZStackElement() }
        stack.update(alignment: alignment, items: context.appending(.child(0)).resolve(content))
        return [stack]
    }
}

/// A `VStack` that SwiftUI builds lazily; imsim builds every row (its screens are small).
public typealias LazyVStack = VStack
/// A `HStack` that SwiftUI builds lazily; imsim builds every column.
public typealias LazyHStack = HStack

/// Space that grows along its stack.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let spacer = context.element { SpacerElement() }
        spacer.minLength = minLength ?? StackElement.defaultSpacing
        return [spacer]
    }
}

/// A thin line across its stack.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element { DividerElement() }]
    }
}
