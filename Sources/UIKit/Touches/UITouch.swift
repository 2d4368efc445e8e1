import Foundation

/// One finger on the screen, as UIKit reports it: where it is in any view's coordinates, where it was
/// at the event before, its phase, its taps and the time of the event, on the run's clock. imsim's
/// finger makes them (`TouchDelivery`); apps read them. Main actor only.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    open internal(set) var phase = Phase.began
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var tapCount = 1
    open internal(set) var type = TouchType.direct
    /// The view the touch began in (the deepest one hit testing found).
    open internal(set) weak var view: UIView?
    /// The recognizers that receive this touch: those of its view and of the views above it.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    open var window: UIWindow? { view?.window }
    open var majorRadius: CGFloat { 20 }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }

    /// Where the finger is and was, in the coordinates of the root view the finger touches.
    var point = CGPoint.zero
    var previousPoint = CGPoint.zero
    /// The root view of the tree the finger touches, whose coordinates `point` is in.
    weak var root: UIView?
    /// Where the finger went down, in root coordinates, and when.
    var startPoint = CGPoint.zero
    var startTime: TimeInterval = 0

    public override init() {
        super.init()
    }

    /// Where the finger is, in `view`'s coordinates (the root's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(point, to: view)
    }

    /// Where the finger was at the event before, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousPoint, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let root else { return point }
        return root.convert(point, to: view)
    }
}
