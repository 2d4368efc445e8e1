import Foundation

/// A press held for `minimumPressDuration` (0.5 s) without wandering more than `allowableMovement`
/// (10 points): it begins then, changes as the finger moves, and ends when it lifts. Time is the
/// touches' timestamps, so a scenario's `long-press` holds on the run's clock. Main actor only.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = state == .possible ? .failed : .cancelled }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if touches.contains(where: { TouchGeometry.distance($0.point, $0.startPoint) > allowableMovement }) {
                state = .failed
            } else {
                beginIfHeld(event)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            beginIfHeld(event)
            state = state == .began ? .ended : .failed
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    /// Called by the finger while it holds still, so the press begins when its time has come.
    func held(_ event: UIEvent) {
        if state == .possible { beginIfHeld(event) }
    }

    private func beginIfHeld(_ event: UIEvent) {
        guard numberOfTouches == numberOfTouchesRequired,
              let start = trackedTouches.map(\.startTime).min(), event.timestamp - start >= minimumPressDuration else { return }
        state = .began
    }
}
