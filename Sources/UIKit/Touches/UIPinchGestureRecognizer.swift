import Foundation

/// Two fingers moving apart or together: it begins once their distance has changed by 5%, `scale`
/// is their distance over the one they started at (times what `scale` was set to), and it ends when
/// a finger lifts. Main actor only.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var startDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var currentScale: CGFloat = 1
    private var previous: (scale: CGFloat, time: TimeInterval)?

    /// The fingers' distance over the one they started at, times the scale set.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            baseScale = newValue / max(rawScale, 0.0001)
        }
    }
    open private(set) var velocity: CGFloat = 0

    private var rawScale: CGFloat {
        guard trackedTouches.count >= 2, let startDistance, startDistance > 0 else { return 1 }
        return TouchGeometry.distance(trackedTouches[0].point, trackedTouches[1].point) / startDistance
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == 2 { startDistance = TouchGeometry.distance(trackedTouches[0].startPoint, trackedTouches[1].startPoint) }
        if numberOfTouches > 2 { state = state == .possible ? .failed : .ended }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2 else { return }
        currentScale = rawScale * baseScale
        if let previous, event.timestamp > previous.time {
            velocity = (currentScale - previous.scale) / CGFloat(event.timestamp - previous.time)
        }
        previous = (currentScale, event.timestamp)
        switch state {
        case .possible where abs(rawScale - 1) > 0.05: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible where numberOfTouches == touches.count: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        baseScale = 1
        currentScale = 1
        velocity = 0
        previous = nil
    }
}
