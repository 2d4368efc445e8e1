import Foundation

/// The kind of a path element, as CoreGraphics numbers them.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element as `CGPath.applyWithBlock` hands it out: its kind and its points (one for a move or
/// a line, two for a quadratic curve, three for a cubic one, none for a close); the end point is last.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element (a Swift closure here:
/// CGPathElement is a Swift struct, not C's).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// A path's element as a path keeps it.
enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// The element's points, the end point last.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case let .quad(control, end): [control, end]
        case let .curve(control1, control2, end): [control1, control2, end]
        case .close: []
        }
    }

    /// The element with every point moved by `transform`.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(point.applying(transform))
        case .line(let point): .line(point.applying(transform))
        case let .quad(control, end): .quad(control: control.applying(transform), to: end.applying(transform))
        case let .curve(control1, control2, end):
            .curve(control1: control1.applying(transform), control2: control2.applying(transform), to: end.applying(transform))
        case .close: .close
        }
    }
}
