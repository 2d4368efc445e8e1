import Foundation

/// A quick stroke in one of `direction`'s directions (right by default): recognized when the finger
/// lifts after moving at least 50 points mostly along that direction (twice as far as across it) at
/// 200 points a second or more; a stroke the other way fails. Main actor only.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
    static let minimumDistance: CGFloat = 50
    static let minimumSpeed: CGFloat = 200

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches == touches.count else { return }
        guard numberOfTouches == numberOfTouchesRequired, let stroke = Self.stroke(of: trackedTouches, at: event.timestamp),
              direction.contains(stroke) else {
            state = .failed
            return
        }
        state = .ended
    }

    /// The direction a finished stroke went, if it is a swipe at all.
    static func stroke(of touches: [UITouch], at time: TimeInterval) -> Direction? {
        let start = TouchGeometry.centroid(touches.map(\.startPoint))
        let end = TouchGeometry.centroid(touches.map(\.point))
        let dx = end.x - start.x, dy = end.y - start.y
        let elapsed = max(time - (touches.map(\.startTime).min() ?? time), 0.001)
        guard hypot(dx, dy) >= minimumDistance, hypot(dx, dy) / elapsed >= minimumSpeed else { return nil }
        if abs(dx) >= 2 * abs(dy) { return dx > 0 ? .right : .left }
        if abs(dy) >= 2 * abs(dx) { return dy > 0 ? .down : .up }
        return nil
    }
}
