import UIKit

/// A gesture attached with `gesture(_:)`, `simultaneousGesture(_:)` or `highPriorityGesture(_:)`.
/// imsim recognizes taps (`TapGesture` with `onEnded`); its finger's other gestures reach UIKit's
/// recognizers and scroll views.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
    /// The taps this gesture waits for and what it runs then; nil for a gesture imsim does not recognize.
    var _tap: (count: Int, action: @MainActor () -> Void)? { get }
}

/// One or more taps.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    nonisolated public init(count: Int = 1) {
        self.count = count
    }

    public var _tap: (count: Int, action: @MainActor () -> Void)? { nil }

    /// Runs `action` when the taps end.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> _EndedGesture<TapGesture> {
        _EndedGesture(base: self, _tap: (count, action))
    }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    public let _tap: (count: Int, action: @MainActor () -> Void)?
}

/// Which gestures of a view and its subviews a gesture modifier leaves on.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// The gesture takes the touches it recognizes: a control inside does not get them.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, simultaneously: false)
    }

    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, simultaneously: false)
    }

    /// The gesture is recognized along with the content's own: a button inside is still tapped.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, simultaneously: true)
    }

    private func attaching<G: Gesture>(_ gesture: G, simultaneously: Bool) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in
            if let tap = gesture._tap {
                element.setTaps([tap], simultaneous: simultaneously)
            } else {
                NotYetReport.once("\(G.self)", "is not recognized: only taps with onEnded are")
            }
        }
    }
}
