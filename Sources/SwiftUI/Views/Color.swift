import UIKit

/// Something views are filled or drawn with: a `Color`, or the hierarchical styles (`.primary`,
/// `.secondary`) that take the current foreground colour.
@preconcurrency
public protocol ShapeStyle: Sendable {}

/// A style imsim can turn into a colour in an environment.
@MainActor
protocol ResolvableShapeStyle {
    func uiColor(in environment: EnvironmentValues) -> UIColor
}

/// A colour; as a view it fills the space it is offered.
public struct Color: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
    public typealias Body = Never
    let uiColor: UIColor

    nonisolated public init(uiColor: UIColor) { self.uiColor = uiColor }
    nonisolated public init(_ uiColor: UIColor) { self.uiColor = uiColor }

    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
    }

    nonisolated public init(white: Double, opacity: Double = 1) {
        uiColor = UIColor(white: white, alpha: opacity)
    }

    /// A colour from the asset catalog; a missing one is clear, as on iOS (which logs it).
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        uiColor = UIColor(named: name) ?? .clear
    }

    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(uiColor: uiColor.withAlphaComponent(uiColor.alpha * opacity))
    }

    func uiColor(in environment: EnvironmentValues) -> UIColor { uiColor }

    func resolve(in context: ResolveContext) -> [Element] {
        let element = context.element { ShapeElement() }
        element.update(shape: .rectangle, fill: uiColor)
        return [element]
    }

    nonisolated public static let red = Color(uiColor: .systemRed)
    nonisolated public static let orange = Color(uiColor: .systemOrange)
    nonisolated public static let yellow = Color(uiColor: .systemYellow)
    nonisolated public static let green = Color(uiColor: .systemGreen)
    nonisolated public static let mint = Color(red: 0, green: 0.78, blue: 0.745)
    nonisolated public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)
    nonisolated public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)
    nonisolated public static let blue = Color(uiColor: .systemBlue)
    nonisolated public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)
    nonisolated public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    nonisolated public static let pink = Color(uiColor: .systemPink)
    nonisolated public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)
    nonisolated public static let white = Color(uiColor: .white)
    nonisolated public static let gray = Color(uiColor: .systemGray)
    nonisolated public static let black = Color(uiColor: .black)
    nonisolated public static let clear = Color(uiColor: .clear)
    nonisolated public static let primary = Color(uiColor: .label)
    nonisolated public static let secondary = Color(uiColor: .secondaryLabel)
    nonisolated public static let accentColor = Color(uiColor: .systemBlue)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

/// The foreground colour at a level: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int

    nonisolated public static let primary = HierarchicalShapeStyle(level: 0)
    nonisolated public static let secondary = HierarchicalShapeStyle(level: 1)
    nonisolated public static let tertiary = HierarchicalShapeStyle(level: 2)
    nonisolated public static let quaternary = HierarchicalShapeStyle(level: 3)

    func uiColor(in environment: EnvironmentValues) -> UIColor {
        let base = environment.foregroundColor ?? .label
        let opacities: [CGFloat] = [1, 0.6, 0.3, 0.18]
        guard level > 0 else { return base }
        return environment.foregroundColor == nil ? [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel][level]
            : base.withAlphaComponent(base.alpha * opacities[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The accent colour of the view (its `tint`).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    nonisolated init() {}
    func uiColor(in environment: EnvironmentValues) -> UIColor { environment.tintColor }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    @MainActor
    /// The colour this style draws with here; styles imsim does not draw (gradients, materials) are grey.
    func resolvedColor(in environment: EnvironmentValues) -> UIColor {
        (self as? any ResolvableShapeStyle)?.uiColor(in: environment) ?? .systemGray
    }
}
