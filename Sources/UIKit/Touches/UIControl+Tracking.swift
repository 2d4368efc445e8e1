import Foundation

/// How a control follows a finger, as UIKit's does: `.touchDown` when it goes down, `.touchDragInside`
/// or `.touchDragOutside` (and enter and exit) as it moves, `.touchUpInside` with
/// `.primaryActionTriggered` when it lifts inside (70 points around the control still count), else
/// `.touchUpOutside`; highlighted while the finger is inside.
extension UIControl {
    /// How far outside its bounds a finger still counts as inside, as UIKit's controls allow.
    static let trackingSlop: CGFloat = 70

    func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    func trackBegan(_ touch: UITouch, _ event: UIEvent?) {
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
    }

    func trackMoved(_ touch: UITouch, _ event: UIEvent?) {
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        if wasInside != isTouchInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch, with: event) { isTracking = false }
    }

    func trackEnded(_ touch: UITouch, _ event: UIEvent?) {
        isTouchInside = isInside(touch)
        endTracking(touch, with: event)
        isTracking = false
        isHighlighted = false
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    func trackCancelled(_ event: UIEvent?) {
        cancelTracking(with: event)
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
