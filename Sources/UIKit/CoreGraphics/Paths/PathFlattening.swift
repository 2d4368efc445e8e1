import Foundation

/// A path's subpaths as polylines, curves split until they stray less than `tolerance` from their
/// chords: for telling inside from outside, measuring lengths and cutting a stretch out.
struct PathFlattening {
    struct Subpath {
        var points: [CGPoint]
        var isClosed: Bool
    }

    private(set) var subpaths: [Subpath] = []

    init(_ elements: [PathElement], tolerance: CGFloat) {
        var current: Subpath?
        var last = CGPoint.zero
        func finish() {
            if let current, !current.points.isEmpty { subpaths.append(current) }
            current = nil
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = Subpath(points: [point], isClosed: false)
                last = point
            case .line(let point):
                current = current ?? Subpath(points: [last], isClosed: false)
                current?.points.append(point)
                last = point
            case let .quad(control, end):
                let control1 = CGPoint(x: last.x + (control.x - last.x) * 2 / 3, y: last.y + (control.y - last.y) * 2 / 3)
                let control2 = CGPoint(x: end.x + (control.x - end.x) * 2 / 3, y: end.y + (control.y - end.y) * 2 / 3)
                current = current ?? Subpath(points: [last], isClosed: false)
                Self.flatten(last, control1, control2, end, tolerance: tolerance, into: &current!.points)
                last = end
            case let .curve(control1, control2, end):
                current = current ?? Subpath(points: [last], isClosed: false)
                Self.flatten(last, control1, control2, end, tolerance: tolerance, into: &current!.points)
                last = end
            case .close:
                guard var closing = current else { continue }
                closing.isClosed = true
                last = closing.points[0]
                current = closing
                finish()
                current = nil
            }
        }
        finish()
    }

    /// Appends points along the cubic curve, its start excluded, by recursive halving.
    private static func flatten(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
                                into points: inout [CGPoint], depth: Int = 0) {
        let flatness = max(distance(p1, fromLine: p0, p3), distance(p2, fromLine: p0, p3))
        guard flatness > tolerance, depth < 16 else {
            points.append(p3)
            return
        }
        func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
        let p012 = mid(p01, p12), p123 = mid(p12, p23), middle = mid(p012, p123)
        flatten(p0, p01, p012, middle, tolerance: tolerance, into: &points, depth: depth + 1)
        flatten(middle, p123, p23, p3, tolerance: tolerance, into: &points, depth: depth + 1)
    }

    private static func distance(_ point: CGPoint, fromLine a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 0 else { return hypot(point.x - a.x, point.y - a.y) }
        return abs((point.x - a.x) * dy - (point.y - a.y) * dx) / length
    }

    // MARK: Inside

    /// True if `point` is inside, every subpath closed, by the even-odd or non-zero winding rule.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0, crossings = 0
        for subpath in subpaths {
            let points = subpath.points
            guard points.count > 2 else { continue }
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    // MARK: Length

    /// The subpath's segments, closing ones included.
    private static func segments(of subpath: Subpath) -> [(CGPoint, CGPoint)] {
        var points = subpath.points
        if subpath.isClosed, let first = points.first, points.last != first { points.append(first) }
        return zip(points, points.dropFirst()).map { ($0, $1) }
    }

    /// The length of every subpath together.
    var length: CGFloat {
        subpaths.reduce(0) { total, subpath in
            Self.segments(of: subpath).reduce(total) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    /// The stretch between fractions `start` and `end` of the whole length, as open polylines,
    /// as a shape layer strokes from `strokeStart` to `strokeEnd`.
    func trimmed(from start: CGFloat, to end: CGFloat) -> [PathElement] {
        let total = length
        let from = max(0, min(1, start)) * total, to = max(0, min(1, end)) * total
        guard to > from else { return [] }
        var elements: [PathElement] = []
        var travelled: CGFloat = 0
        for subpath in subpaths {
            var drawing = false
            for (a, b) in Self.segments(of: subpath) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += segment }
                let enter = max(from, travelled), leave = min(to, travelled + segment)
                guard segment > 0, leave > enter || (leave == enter && drawing) else {
                    drawing = false
                    continue
                }
                func along(_ distance: CGFloat) -> CGPoint {
                    let t = (distance - travelled) / segment
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing { elements.append(.move(along(enter))) }
                elements.append(.line(along(leave)))
                drawing = leave == travelled + segment
            }
        }
        return elements
    }
}
