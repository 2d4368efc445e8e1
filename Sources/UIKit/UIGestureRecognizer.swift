import Foundation

/// Recognizes a gesture on the view it is attached to (`addGestureRecognizer(_:)`) and sends its
/// actions to its targets. Selector-based targets are called only if they adopt
/// `SelectorActionTarget` (Linux has no Objective-C runtime). Main actor only.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    private var targetActions: [UIControl.TargetAction] = []

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A recognizer that sends `action` to `target` when it recognizes its gesture.
    public required init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append(UIControl.TargetAction(target: target as AnyObject, action: action, events: []))
    }

    /// Removes matching targets; nil matches any.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    open func location(in view: UIView?) -> CGPoint {
        guard let attached = self.view else { return .zero }
        return CGPoint(x: attached.bounds.midX, y: attached.bounds.midY)
    }

    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    open func reset() {}

    /// Recognizes the gesture: asks the delegate, moves to `.ended`, sends each action, then resets
    /// to `.possible`. False if disabled, detached, or the delegate declined.
    @discardableResult
    package func simulateRecognition() -> Bool {
        guard isEnabled, let view, view.isUserInteractionEnabled else { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        state = .ended
        for registration in targetActions {
            if let target = registration.target { SelectorDispatch.send(registration.action, to: target, sender: self) }
        }
        state = .possible
        reset()
        return true
    }

    /// The selectors registered, in order.
    package var actionNames: [String] { targetActions.map(\.action.name) }
}

/// Lets an object decide whether a gesture recognizer may begin. Every method has a default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// A tap (by default one tap of one finger). A scenario's `tap` on a view with one recognizes it.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// Attaching gesture recognizers.
extension UIView {
    /// The recognizers attached, in the order added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            storedGestureRecognizers.forEach { $0.view = nil }
            storedGestureRecognizers = []
            newValue?.forEach(addGestureRecognizer)
        }
    }

    /// Attaches `gestureRecognizer`, detaching it from any other view first.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The first enabled tap recognizer attached, which a scenario's `tap` recognizes.
    package var tapGestureRecognizer: UITapGestureRecognizer? {
        storedGestureRecognizers.lazy.compactMap { $0 as? UITapGestureRecognizer }.first { $0.isEnabled }
    }
}
