import Foundation

/// A touch event; imsim's finger makes them, apps only pass them on. Main actor only.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    open private(set) var type = EventType.touches
    open private(set) var timestamp: TimeInterval = 0

    public override init() {
        super.init()
    }
}
