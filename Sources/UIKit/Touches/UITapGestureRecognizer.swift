import Foundation

/// Taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, each lifted within 10
/// points of where it went down (UIKit's allowance); recognized when the last finger of the last tap
/// lifts. A scenario's `tap` on a view with one also recognizes it by the view's name. Main actor only.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// How far a finger may wander and still tap.
    static let allowableMovement: CGFloat = 10
    private var tapsSoFar = 0
    private var mostFingers = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        mostFingers = max(mostFingers, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { TouchGeometry.distance($0.point, $0.startPoint) > Self.allowableMovement }) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if touches.contains(where: { TouchGeometry.distance($0.point, $0.startPoint) > Self.allowableMovement }) {
            state = .failed
            return
        }
        // The tap is over when the last finger lifts (the ended ones are still counted here).
        guard numberOfTouches == touches.count else { return }
        guard mostFingers == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        mostFingers = 0
        if tapsSoFar == numberOfTapsRequired { state = .ended }
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        mostFingers = 0
    }
}
