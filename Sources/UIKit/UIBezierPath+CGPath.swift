import Foundation

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A Bézier path as a CGPath, and what follows from it: bounds, containment, transforms, reversal.
extension UIBezierPath: NSCopying {
    /// A path with `path`'s elements.
    public convenience init(cgPath path: CGPath) {
        self.init()
        cgPath = path
    }

    /// `rect` with elliptical corners of `cornerRadii` (at most half the sides) at `corners` only.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let radii = CGSize(width: min(max(cornerRadii.width, 0), rect.width / 2),
                           height: min(max(cornerRadii.height, 0), rect.height / 2))
        let path = CGMutablePath()
        // Each corner, the point it rounds, which way its arc's centre lies and where the arc starts.
        let rounded: [(UIRectCorner, CGPoint, CGFloat, CGFloat, CGFloat)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), -1, 1, -.pi / 2),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), -1, -1, 0),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), 1, -1, .pi / 2),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), 1, 1, .pi),
        ]
        let startInset = corners.contains(.topLeft) ? radii.width : 0
        path.move(to: CGPoint(x: rect.minX + startInset, y: rect.minY))
        for (corner, point, inwardX, inwardY, startAngle) in rounded {
            guard corners.contains(corner), radii.width > 0, radii.height > 0 else {
                path.addLine(to: point)
                continue
            }
            let stretch = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height,
                                            tx: point.x + inwardX * radii.width, ty: point.y + inwardY * radii.height)
            path.addRelativeArc(center: .zero, radius: 1, startAngle: startAngle, delta: .pi / 2, transform: stretch)
        }
        path.closeSubpath()
        cgPath = path
    }

    /// The path as CoreGraphics keeps it (arcs, ovals and rounded rectangles as curves); setting it
    /// replaces the path's elements.
    public var cgPath: CGPath {
        get { CGPath(elements: pathElements) }
        set {
            removeAllPoints()
            elements = newValue.elements.map { element in
                switch element {
                case .move(let point): .move(point)
                case .line(let point): .line(point)
                case let .quad(control, end): .quad(to: end, control: control)
                case let .curve(control1, control2, end): .curve(to: end, control1: control1, control2: control2)
                case .close: .close
                }
            }
            subpathStart = Self.lastSubpathStart(of: newValue.elements)
            currentPoint = newValue.currentPoint
        }
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var bounds: CGRect { cgPath.boundingBox }

    /// True if `point` is inside the path, by the even-odd rule if `usesEvenOddFillRule`.
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) {
        cgPath = CGPath(elements: pathElements.map { $0.applying(transform) })
    }

    /// The same path run backwards.
    public func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.cgPath = CGPath(elements: PathReversal.reversed(pathElements))
        return reversed
    }

    /// Dashes later strokes: `count` lengths from `pattern`, alternately painted and skipped, starting `phase` in.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashLengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Writes the dash pattern to `pattern` (if given, room for `count` lengths), its length to
    /// `count` and its phase to `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashLengths.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashLengths.count
        phase?.pointee = dashPhase
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.elements = elements
        copy.subpathStart = subpathStart
        copy.currentPoint = currentPoint
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashLengths = dashLengths
        copy.dashPhase = dashPhase
        return copy
    }

    /// The path's elements as CoreGraphics keeps them.
    private var pathElements: [PathElement] {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case let .curve(end, control1, control2): path.addCurve(to: end, control1: control1, control2: control2)
            case let .quad(end, control): path.addQuadCurve(to: end, control: control)
            case let .arc(center, radius, start, end, clockwise):
                path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
            case .close: path.closeSubpath()
            case .rect(let rect): path.addRect(rect)
            case .oval(let rect): path.addEllipse(in: rect)
            case let .roundedRect(rect, radius):
                path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
            }
        }
        return path.elements
    }

    private static func lastSubpathStart(of elements: [PathElement]) -> CGPoint {
        for element in elements.reversed() {
            if case .move(let point) = element { return point }
        }
        return .zero
    }
}
