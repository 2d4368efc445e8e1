import Foundation

/// A touch event: the fingers on the screen at one moment. imsim's finger makes them (`TouchDelivery`);
/// apps read them. Main actor only.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    open private(set) var type = EventType.touches
    open internal(set) var timestamp: TimeInterval = 0
    var touches: [UITouch] = []

    public override init() {
        super.init()
    }

    /// Every finger on the screen in this event.
    open var allTouches: Set<UITouch>? { touches.isEmpty ? nil : Set(touches) }

    /// The fingers that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The fingers `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
        return found.isEmpty ? nil : Set(found)
    }
}
