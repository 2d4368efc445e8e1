import Foundation

/// Recognizes a gesture from the fingers that touch its view (or a view under it) and sends its
/// actions to its targets when it begins, changes, ends or is cancelled, as UIKit does. Subclasses
/// follow the fingers in `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set `state`; imsim's finger
/// (`TouchDelivery`) gives them the touches, settles which recognizers win, and resets them after.
/// Main actor only.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        public static var recognized: State { .ended }
    }

    private var targetActions: [UIControl.TargetAction] = []
    /// The fingers this recognizer follows, in the order they went down.
    var trackedTouches: [UITouch] = []
    /// Where the fingers were the last time there were any, for `location(in:)` after they lift.
    var lastLocation: CGPoint?
    /// Recognizers that must fail before this one may recognize (`require(toFail:)`).
    var failureRequirements: [WeakRecognizer] = []

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    open var state = State.possible
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
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

    // MARK: Where the fingers are

    /// The centroid of the fingers, in `view`'s coordinates; where they last were once lifted, and the
    /// centre of the recognizer's view before any finger touched it.
    open func location(in view: UIView?) -> CGPoint {
        if let root = trackedTouches.first?.root ?? self.view {
            let points = trackedTouches.isEmpty ? lastLocation.map { [$0] } : trackedTouches.map(\.point)
            if let points, !points.isEmpty {
                let centroid = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
                let rootView = trackedTouches.first?.root ?? Self.rootView(of: root)
                return view.map { rootView.convert(centroid, to: $0) } ?? centroid
            }
        }
        guard let attached = self.view else { return .zero }
        return attached.convert(CGPoint(x: attached.bounds.midX, y: attached.bounds.midY), to: view)
    }

    /// Where finger `touchIndex` (in the order they went down) is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: Relations

    /// This recognizer may recognize only once `otherGestureRecognizer` has failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: For subclasses (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called once the gesture is over (recognized, failed or cancelled), before `state` returns to `.possible`.
    open func reset() {}

    /// UIKit's own use of a recognizer (a scroll view's drag), called before the targets' actions.
    var ownAction: (@MainActor (UIGestureRecognizer) -> Void)?

    /// Sends every action, with this recognizer as the sender.
    func sendActions() {
        ownAction?(self)
        for registration in targetActions {
            if let target = registration.target { SelectorDispatch.send(registration.action, to: target, sender: self) }
        }
    }

    /// Back to `.possible`, forgetting the fingers.
    func resetToPossible() {
        trackedTouches = []
        lastLocation = nil
        state = .possible
        reset()
    }

    private static func rootView(of view: UIView) -> UIView {
        var root = view
        while let parent = root.superview { root = parent }
        return root
    }

    // MARK: A scenario's tap by name

    /// Recognizes the gesture: asks the delegate, moves to `.ended`, sends each action, then resets
    /// to `.possible`. False if disabled, detached, or the delegate declined.
    @discardableResult
    package func simulateRecognition() -> Bool {
        guard isEnabled, let view, view.isUserInteractionEnabled, view.gestureRecognizerShouldBegin(self) else { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        state = .ended
        sendActions()
        resetToPossible()
        return true
    }

    /// The selectors registered, in order.
    package var actionNames: [String] { targetActions.map(\.action.name) }
}

/// A recognizer held without keeping it alive.
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}

/// Lets an object decide whether a gesture recognizer may begin, receive a touch, or recognize with
/// another. Every method has a default.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
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
