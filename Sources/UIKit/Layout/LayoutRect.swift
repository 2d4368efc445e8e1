import Cassowary
import Foundation

/// The four unknowns of a view's or layout guide's rectangle. Its origin is an offset from a
/// container on each axis: its superview (a guide's owning view), or, for a stack view's arranged
/// view, the arranged view before it along the stack's axis. Only differences of positions enter
/// the solver (`offset(from:)`), so a view depends on its neighbours rather than on everything above
/// and before it: the solver's rows stay short, and a list of N rows costs about N, not N².
@MainActor
final class LayoutRect {
    enum Axis { case x, y }

    let containerX: LayoutRect?
    let containerY: LayoutRect?
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
    /// Links up to the root along each axis.
    private let depthX: Int
    private let depthY: Int
    /// The solved rectangle in the root's coordinates (`solve()`).
    private(set) var value = CGRect.zero
    /// Order of making, in its engine: a container is always made before what it contains.
    var serial = 0

    init(_ name: String, containerX: LayoutRect?, containerY: LayoutRect?) {
        self.containerX = containerX
        self.containerY = containerY
        depthX = containerX.map { $0.depthX + 1 } ?? 0
        depthY = containerY.map { $0.depthY + 1 } ?? 0
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    func container(_ axis: Axis) -> LayoutRect? { axis == .x ? containerX : containerY }
    func offset(_ axis: Axis) -> Variable { axis == .x ? x : y }
    func length(_ axis: Axis) -> Variable { axis == .x ? width : height }
    private func depth(_ axis: Axis) -> Int { axis == .x ? depthX : depthY }

    /// This origin minus `other`'s along `axis` (`other` nil: the root's), as a sum of offsets up to
    /// their nearest common container.
    func offset(from other: LayoutRect?, _ axis: Axis) -> LinearExpression {
        var terms: [Term] = []
        var a: LayoutRect? = self, b = other
        func depth(_ r: LayoutRect?) -> Int { r.map { $0.depth(axis) } ?? -1 }
        while a !== b {
            if depth(a) >= depth(b) {
                terms.append(Term(a!.offset(axis), 1))
                a = a!.container(axis)
            } else {
                terms.append(Term(b!.offset(axis), -1))
                b = b!.container(axis)
            }
        }
        return LinearExpression(terms)
    }

    /// Sets `value` from the solved unknowns; containers first.
    func solve() {
        let origin = CGPoint(x: containerX?.value.minX ?? 0, y: containerY?.value.minY ?? 0)
        value = CGRect(x: origin.x + x.value, y: origin.y + y.value, width: width.value, height: height.value)
    }
}
