import Foundation
internal import IMSimGraphics

extension CGPath {
    /// Adds the path's elements to the canvas's current path.
    func trace(on canvas: Canvas) {
        Self.trace(elements, on: canvas)
    }

    static func trace(_ elements: [PathElement], on canvas: Canvas) {
        var last = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                canvas.move(to: point)
                subpathStart = point
            case .line(let point): canvas.addLine(to: point)
            case let .quad(control, end):
                let control1 = CGPoint(x: last.x + (control.x - last.x) * 2 / 3, y: last.y + (control.y - last.y) * 2 / 3)
                let control2 = CGPoint(x: end.x + (control.x - end.x) * 2 / 3, y: end.y + (control.y - end.y) * 2 / 3)
                canvas.addCurve(to: end, control1: control1, control2: control2)
            case let .curve(control1, control2, end): canvas.addCurve(to: end, control1: control1, control2: control2)
            case .close:
                canvas.closePath()
                last = subpathStart
                continue
            }
            last = element.points.last ?? last
        }
    }
}

extension CGContext {
    /// Adds `path` to the context's current path.
    public func addPath(_ path: CGPath) {
        path.trace(on: canvas)
    }
}
