import Foundation

/// An immutable path: subpaths of lines and quadratic and cubic Bézier curves, as CoreGraphics
/// keeps them (rectangles, ellipses and arcs are added as these). Compare paths with `==`;
/// `CGMutablePath` builds one.
public class CGPath: Hashable {
    var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle, from its origin clockwise on screen.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// `rect` with elliptical corners `cornerWidth` by `cornerHeight`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// True if the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (the start of the subpath after a close); zero if empty.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero, point = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let start):
                subpathStart = start
                point = start
            case .close: point = subpathStart
            default: point = element.points.last ?? point
            }
        }
        return point
    }

    /// The smallest rectangle holding every point, control points included; `.null` if empty.
    public var boundingBox: CGRect {
        CGRect(enclosing: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path's curves themselves (not their control points).
    public var boundingBoxOfPath: CGRect {
        CGRect(enclosing: PathFlattening(elements, tolerance: 0.01).subpaths.flatMap(\.points))
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(transform) })
    }

    /// Calls `block` with each element in order; the element's points are valid during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in elements {
            for (index, point) in element.points.enumerated() { points[index] = point }
            var handed = CGPathElement(type: element.type, points: points)
            withUnsafePointer(to: &handed) { block($0) }
        }
    }

    /// Calls `function` with `info` and each element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// True if the path is exactly one rectangle (a move, three lines and a close, or four lines
    /// back to the start, along the axes); the rectangle is written to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0: corners.append(point)
            case .line(let point) where index > 0: corners.append(point)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        let alongAxes = (0..<4).allSatisfy { index in
            let from = corners[index], to = corners[(index + 1) % 4]
            return from.x == to.x || from.y == to.y
        }
        let found = CGRect(enclosing: corners)
        guard alongAxes, found.width > 0, found.height > 0,
              Set(corners.map(\.x)).count == 2, Set(corners.map(\.y)).count == 2 else { return false }
        rect?.pointee = found
        return true
    }

    /// True if `point` is inside the path by `rule`, after transforming the path by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let elements = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return PathFlattening(elements, tolerance: 0.05).contains(point, evenOdd: rule == .evenOdd)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        for element in elements {
            hasher.combine(element.type.rawValue)
            for point in element.points {
                hasher.combine(point.x)
                hasher.combine(point.y)
            }
        }
    }
}

extension CGRect {
    /// The smallest rectangle holding `points`; `.null` if there are none.
    init(enclosing points: [CGPoint]) {
        guard let first = points.first else {
            self = .null
            return
        }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
