import Foundation

/// A view that sends actions on events: closure actions (`UIAction`), which run, and selector-based
/// target-action, which is recorded but can't be invoked on Linux (no Objective-C runtime).
/// Main actor only.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Events a control sends, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, with UIKit's bit values; `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// A selector-based registration; the target is held weakly, as in UIKit.
    package struct TargetAction {
        package weak var target: AnyObject?
        package let action: Selector
        package let events: Event
        /// Connected by a storyboard or xib: a target that does not answer stops the extension, as on iOS.
        package var fromNib = false
    }

    private var actionRegistrations: [(action: UIAction, events: Event)] = []
    /// The selector-based registrations, which this platform records but can't invoke.
    package private(set) var targetActions: [TargetAction] = []

    /// Where a button's content sits across and down its bounds; centred at first.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout(); Appearance.changed() }
    }
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout(); Appearance.changed() }
    }

    open var isEnabled = true {
        didSet { Appearance.changed() }
    }
    open var isSelected = false {
        didSet { Appearance.changed() }
    }
    open var isHighlighted = false {
        didSet { Appearance.changed() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    /// A control that runs `primaryAction` on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        if let (node, _) = coder.nibElement { decodeControl(node) }
    }

    /// The current state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    // MARK: Closure actions

    /// Runs `action` when any of `controlEvents` is sent. An action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionRegistrations.removeAll { $0.action.identifier == action.identifier }
        actionRegistrations.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionRegistrations = actionRegistrations.compactMap { registration in
            guard registration.action.identifier == actionIdentifier else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (registration.action, remaining)
        }
    }

    /// Runs, in the order added, every closure action registered for any of `controlEvents`, whether
    /// or not the control is enabled (as for programmatic sends in UIKit), then sends the
    /// selector-based actions to targets that adopt `SelectorActionTarget` (Linux has no Objective-C
    /// runtime to call the others).
    open func sendActions(for controlEvents: Event) {
        for registration in actionRegistrations where !registration.events.isDisjoint(with: controlEvents) {
            registration.action.perform(sender: self)
        }
        for registration in targetActions where !registration.events.isDisjoint(with: controlEvents) {
            guard let target = registration.target ?? (registration.fromNib ? firstResponderTarget : nil) else { continue }
            if registration.fromNib {
                SelectorDispatch.sendConnected(registration.action, to: target, sender: self)
            } else {
                SelectorDispatch.send(registration.action, to: target, sender: self)
            }
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Target-action

    /// Registers a selector-based action; it reaches `target` only if it adopts `SelectorActionTarget`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append(TargetAction(target: target.map { $0 as AnyObject }, action: action, events: controlEvents))
    }

    /// A connection a storyboard or xib made; a nil target is the First Responder: the responder chain.
    func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event, fromNib: Bool) {
        var registration = TargetAction(target: target, action: action, events: controlEvents)
        registration.fromNib = fromNib
        targetActions.append(registration)
    }

    /// What an action sent to the First Responder reaches: the first responder along the chain from
    /// this control that answers actions (a controller, usually).
    private var firstResponderTarget: AnyObject? {
        var responder: UIResponder? = next
        while let current = responder {
            if current is UIViewController { return current }
            responder = current.next
        }
        return nil
    }

    /// Removes matching registrations; a nil `action` matches every action of `target`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { registration in
            (object == nil || registration.target === object) && (action == nil || registration.action == action)
                && !registration.events.isDisjoint(with: controlEvents)
        }
    }

    /// The selector names registered for `target` on `controlEvent`, or nil if none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions
            .filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// Every event some action (closure or selector) is registered for.
    open var allControlEvents: Event {
        (actionRegistrations.map(\.events) + targetActions.map(\.events)).reduce(Event()) { $0.union($1) }
    }

    // MARK: Tracking a finger (UIControl+Tracking.swift)

    open internal(set) var isTracking = false
    open internal(set) var isTouchInside = false

    /// A finger went down on the control; return false to stop following it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The finger moved; return false to stop following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        trackBegan(touch, event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        trackMoved(touch, event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        trackEnded(touch, event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return super.touchesCancelled(touches, with: event) }
        trackCancelled(event)
    }

    // MARK: Simulation

    /// A finger tap: if the control is enabled and accepts touches, sends `.touchUpInside` and
    /// `.primaryActionTriggered` together (each action runs once) and returns true.
    @discardableResult
    package func simulateTap() -> Bool {
        guard isEnabled, isUserInteractionEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
}
