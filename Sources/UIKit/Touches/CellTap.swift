import Foundation

/// A finger's tap on a cell (a table's row, a collection view's item): down on it, then up inside it.
/// A drag is the list's scrolling, whose recognizer takes the touches back (`cancelled()`).
@MainActor
struct CellTap {
    private var isDown = false

    mutating func began() { isDown = true }

    mutating func cancelled() { isDown = false }

    /// True if the finger lifting in `touches` went down on `cell` and lifts inside it.
    mutating func ended(_ touches: Set<UITouch>, in cell: UIView) -> Bool {
        defer { isDown = false }
        guard isDown, let touch = touches.first else { return false }
        return cell.bounds.contains(touch.location(in: cell))
    }
}
