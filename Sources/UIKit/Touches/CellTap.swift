import Foundation

/// A finger's tap on a cell (a table's row, a collection view's item): down on it, then up inside it.
/// A drag is the list's scrolling, whose recognizer takes the touches back (`cancelled()`).
@MainActor
struct CellTap {
    private var isDown = false

    mutating func began() { isDown = true }

    /// A finger that moves more than 10 points from where it went down is no tap (a swipe, a drag
    /// the list does not scroll with), as `UITapGestureRecognizer` allows.
    mutating func moved(_ touches: Set<UITouch>) {
        if touches.contains(where: { TouchGeometry.distance($0.point, $0.startPoint) > 10 }) { isDown = false }
    }

    mutating func cancelled() { isDown = false }

    /// True if the finger lifting in `touches` went down on `cell` and lifts inside it.
    mutating func ended(_ touches: Set<UITouch>, in cell: UIView) -> Bool {
        defer { isDown = false }
        guard isDown, let touch = touches.first else { return false }
        return cell.bounds.contains(touch.location(in: cell))
    }
}
