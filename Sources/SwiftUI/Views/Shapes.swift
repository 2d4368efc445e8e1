import UIKit

/// A shape: as a view it is filled with the foreground colour, or `fill`ed or `stroke`d.
@MainActor @preconcurrency
public protocol Shape: View, Sendable {}

@MainActor
protocol KnownShape {
    var kind: ShapeKind { get }
}

public struct Rectangle: Shape, KnownShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape, KnownShape, PrimitiveView {
    public typealias Body = Never
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    var kind: ShapeKind { .roundedRectangle(cornerRadius) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape, KnownShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .circle }
}

public struct Capsule: Shape, KnownShape, PrimitiveView {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .continuous) {}
    var kind: ShapeKind { .capsule }
}

public struct Ellipse: Shape, KnownShape, PrimitiveView {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .ellipse }
}

extension KnownShape where Self: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { ShapeElement() }
        element.update(shape: kind, fill: context.environment.foregroundColor ?? .label)
        return [element]
    }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content
    let fill: (any ShapeStyle)?
    let stroke: (any ShapeStyle, CGFloat)?

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { ShapeElement() }
        let kind = (shape as? any KnownShape)?.kind ?? .rectangle
        let gradient = fill?.gradientFill
        element.update(shape: kind, fill: gradient == nil ? fill?.resolvedColor(in: context.environment) : nil,
                       stroke: stroke.map { ($0.0.resolvedColor(in: context.environment), $0.1) }, gradient: gradient)
        return [element]
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content, stroke: nil)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (content, lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, lineWidth: lineWidth)
    }
}

/// How a path is filled (the even-odd rule is not drawn differently here).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The foreground colour as a style: `fill()` with no argument.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    nonisolated public init() {}
    func uiColor(in environment: EnvironmentValues) -> UIColor { environment.foregroundColor ?? .label }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
