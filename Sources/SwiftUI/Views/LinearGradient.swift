import UIKit

/// Colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
        }
    }
}

/// A gradient along the line from `startPoint` to `endPoint` (fractions of the filled bounds), the
/// first and last colours beyond them. As a style for text or a stroke it is its first colour.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, GradientShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func uiColor(in environment: EnvironmentValues) -> UIColor {
        gradient.stops.first?.color.uiColor ?? .clear
    }

    var gradientFill: GradientFill? { fill }

    /// What a shape filled with this gradient paints.
    var fill: GradientFill {
        GradientFill(stops: gradient.stops.map { ($0.color.uiColor, $0.location) },
                     start: CGPoint(x: startPoint.x, y: startPoint.y), end: CGPoint(x: endPoint.x, y: endPoint.y))
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { ShapeElement() }
        element.update(shape: .rectangle, fill: nil, gradient: fill)
        return [element]
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A linear gradient as a shape paints it: colours at locations, from and to points given as
/// fractions of the shape's bounds.
struct GradientFill: Equatable {
    var stops: [(color: UIColor, location: CGFloat)]
    var start: CGPoint
    var end: CGPoint

    static func == (lhs: GradientFill, rhs: GradientFill) -> Bool {
        lhs.start == rhs.start && lhs.end == rhs.end && lhs.stops.elementsEqual(rhs.stops) { $0.color == $1.color && $0.location == $1.location }
    }

    /// Paints the gradient inside `path`, across `bounds`, in the current context.
    @MainActor
    func draw(in path: UIBezierPath, bounds: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !stops.isEmpty else { return }
        var components: [CGFloat] = []
        for (color, _) in stops {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            components += [red, green, blue, alpha]
        }
        let locations = stops.map(\.location)
        guard let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                        locations: locations, count: stops.count) else { return }
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        context.saveGState()
        path.addClip()
        context.drawLinearGradient(gradient, start: point(start), end: point(end),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
    }
}

/// A style that paints a gradient where it fills a shape.
@MainActor
protocol GradientShapeStyle {
    var gradientFill: GradientFill? { get }
}

extension ShapeStyle {
    /// The gradient this style paints, if it is one (or one at an opacity).
    @MainActor
    var gradientFill: GradientFill? { (self as? any GradientShapeStyle)?.gradientFill }
}

/// A style at a fraction of its opacity.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle, GradientShapeStyle {
    let base: Base
    let opacity: Double

    var gradientFill: GradientFill? {
        guard var fill = base.gradientFill else { return nil }
        fill.stops = fill.stops.map { ($0.color.withAlphaComponent($0.color.alpha * opacity), $0.location) }
        return fill
    }

    func uiColor(in environment: EnvironmentValues) -> UIColor {
        let color = base.resolvedColor(in: environment)
        return color.withAlphaComponent(color.alpha * opacity)
    }
}

extension ShapeStyle {
    /// This style at `opacity` times its own.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
