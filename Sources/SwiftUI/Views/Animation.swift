import UIKit

/// How a change would be animated on iOS. imsim does not animate: every change is shown at its end
/// at once (as its UIKit's animations are), so a scenario reads the final screen.
public struct Animation: Equatable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let interactiveSpring = Animation(name: "interactiveSpring")

    public static func linear(duration: TimeInterval) -> Animation { .linear }
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { .spring }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and shows its changes at once: imsim does not animate.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view comes and goes on iOS; here it appears and disappears at once.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's bounds, as fractions of its size.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, for `rotationEffect`.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
}

extension View {
    /// Changes of `value` are shown at once: imsim does not animate.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    @available(*, deprecated, message: "Use animation(_:value:)")
    public func animation(_ animation: Animation?) -> some View { self }

    /// The view appears and disappears at once: imsim does not animate.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Drawn scaled about `anchor` (its layout is unchanged, as in SwiftUI); hit testing follows.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in element.content.view.transform = CGAffineTransform(scaleX: x, y: y) }
    }

    /// Drawn turned about its centre (its layout is unchanged, as in SwiftUI); hit testing follows.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in
            element.content.view.transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians))
        }
    }
}
