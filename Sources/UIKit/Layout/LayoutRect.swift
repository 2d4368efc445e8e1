import Cassowary
import Foundation

/// The four unknowns of a view's or layout guide's rectangle, in its layout root's coordinates
/// (scroll offsets left out: a scrolled view's subviews keep their content positions).
@MainActor
final class LayoutRect {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        left = Variable("\(name).minX")
        top = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
    var centerX: LinearExpression { left + width * 0.5 }
    var centerY: LinearExpression { top + height * 0.5 }

    /// The solved rectangle.
    var value: CGRect {
        CGRect(x: left.value, y: top.value, width: width.value, height: height.value)
    }
}
