import UIKit

/// A gesture attached with `gesture(_:)`, `simultaneousGesture(_:)` or `highPriorityGesture(_:)`.
/// imsim recognizes taps (`TapGesture` with `onEnded`); its finger's other gestures reach UIKit's
/// recognizers and scroll views. The `including` mask is not applied (all is).
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
    /// The content's own gestures come first: a button inside takes its taps; elsewhere this one does.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .belowControls)
    }

    /// This gesture comes first: a button inside does not get the taps it recognizes.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .high)
    }

    /// The gesture is recognized along with the content's own: a button inside is still tapped.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .simultaneous)
    }

    private func attaching<G: Gesture>(_ gesture: G, priority: TapPriority) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in
            if let tap = gesture._tap {
                element.setTaps([tap], priority: priority)
            } else {
                NotYetReport.once("\(G.self)", "is not recognized: only taps with onEnded are")
            }
        }
    }
}

extension View {
    /// Runs `action` once a finger has held the view for `minimumDuration` (a scenario's `long-press`):
    /// UIKit's long-press recognizer on the view. `maximumDistance` is the movement it allows.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        wrapped({ EffectElement(content: $0) }) { element, _ in
            if onPressingChanged != nil { NotYetReport.once("onLongPressGesture(onPressingChanged:)", "is not called") }
            element.setLongPress(minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action)
        }
    }
}

