import Foundation

/// A drag: it begins once a finger has moved 10 points from where it went down, changes as it moves,
/// and ends when it lifts. `translation(in:)` is the movement since the fingers went down, and
/// `velocity(in:)` the last movement over its time, in points a second. Main actor only.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    static let hysteresis: CGFloat = 10
    private var origin: CGPoint?
    private var offset = CGPoint.zero
    private var velocityInRoot = CGPoint.zero
    private var previous: (point: CGPoint, time: TimeInterval)?

    /// The fingers' movement since they went down (less what `setTranslation` took off), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let current = TouchGeometry.centroid(trackedTouches.map(\.point))
        let moved = trackedTouches.isEmpty ? lastTranslation : CGPoint(x: current.x - origin.x - offset.x, y: current.y - origin.y - offset.y)
        return vector(moved, in: view)
    }

    /// Makes the translation so far `translation` (in `view`'s coordinates), as a drag handler resets it to zero.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let origin else { return }
        let current = trackedTouches.isEmpty ? CGPoint(x: origin.x + lastTranslation.x, y: origin.y + lastTranslation.y)
            : TouchGeometry.centroid(trackedTouches.map(\.point))
        let wanted = vector(translation, from: view)
        offset = CGPoint(x: current.x - origin.x - wanted.x, y: current.y - origin.y - wanted.y)
    }

    /// The speed of the last movement, in points a second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        vector(velocityInRoot, in: view)
    }

    private var lastTranslation = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if origin == nil { origin = TouchGeometry.centroid(trackedTouches.map(\.startPoint)) }
        previous = (TouchGeometry.centroid(trackedTouches.map(\.point)), event.timestamp)
        if numberOfTouches > maximumNumberOfTouches { state = state == .possible ? .failed : .ended }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let current = TouchGeometry.centroid(trackedTouches.map(\.point))
        if let previous, event.timestamp > previous.time {
            let elapsed = event.timestamp - previous.time
            velocityInRoot = CGPoint(x: (current.x - previous.point.x) / elapsed, y: (current.y - previous.point.y) / elapsed)
        }
        previous = (current, event.timestamp)
        if let origin { lastTranslation = CGPoint(x: current.x - origin.x - offset.x, y: current.y - origin.y - offset.y) }
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let origin,
                  TouchGeometry.distance(current, origin) > Self.hysteresis else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        origin = nil
        offset = .zero
        velocityInRoot = .zero
        previous = nil
        lastTranslation = .zero
    }

    /// A vector in root coordinates as `view` sees it (only the view's position differs, so vectors are the same).
    private func vector(_ vector: CGPoint, in view: UIView?) -> CGPoint { vector }
    private func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint { vector }
}
