import Foundation
internal import IMSimGraphics

/// A path of lines, curves, arcs and shapes in points, y down. `fill()` and `stroke()` draw it
/// into the current context (`UIGraphicsGetCurrentContext()`) with the colours set by `UIColor.setFill()`
/// and `setStroke()`; outside a renderer they do nothing, as in UIKit without a context.
/// Not isolated to the main actor, as on iOS: a path may be built and drawn on any thread (one at a time).
open class UIBezierPath: NSObject {
    /// One recorded drawing step.
    enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case quad(to: CGPoint, control: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case close
        case rect(CGRect)
        case oval(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
    }

    var elements: [Element] = []
    var subpathStart = CGPoint.zero
    /// The dash pattern's lengths and phase; no lengths for solid lines.
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// The width of stroked lines, in points; 1 at first.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    /// The ratio of a miter join's length to the line width beyond which it is bevelled; 10 at first.
    open var miterLimit: CGFloat = 10
    /// How closely curves are followed, in pixels; 0.6 at first. Kept for callers: cairo's own
    /// tolerance draws the curves.
    open var flatness: CGFloat = 0.6
    /// True to fill with the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    /// Where the next segment starts; zero for an empty path.
    open internal(set) var currentPoint = CGPoint.zero

    /// True if nothing has been added.
    open var isEmpty: Bool { elements.isEmpty }

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle, starting at its origin.
    public convenience init(rect: CGRect) {
        self.init()
        append(.rect(rect), start: rect.standardized.origin, end: rect.standardized.origin)
    }

    /// The ellipse inscribed in `rect`, clockwise.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let start = CGPoint(x: rect.standardized.maxX, y: rect.standardized.midY)
        append(.oval(rect), start: start, end: start)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let rect = rect.standardized
        let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        let start = radius > 0 ? CGPoint(x: rect.maxX - radius, y: rect.minY) : rect.origin
        append(.roundedRect(rect, cornerRadius: cornerRadius), start: start, end: start)
    }

    /// An open arc of the circle around `center`; angles in radians, `clockwise` as seen on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        append(.move(point), start: point, end: point)
    }

    /// Adds a straight line from the current point.
    open func addLine(to point: CGPoint) {
        elements.append(.line(point))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
        currentPoint = endPoint
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quad(to: endPoint, control: controlPoint))
        currentPoint = endPoint
    }

    /// Adds an arc, with a line to its start from the current point if the path is not empty.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        if elements.isEmpty {
            subpathStart = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        }
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Removes everything.
    open func removeAllPoints() {
        elements.removeAll()
        currentPoint = .zero
        subpathStart = .zero
    }

    /// Adds `path`'s contents after this path's.
    open func append(_ path: UIBezierPath) {
        guard !path.isEmpty else { return }
        elements += path.elements
        currentPoint = path.currentPoint
        subpathStart = path.subpathStart
    }

    private func append(_ element: Element, start: CGPoint, end: CGPoint) {
        elements.append(element)
        subpathStart = start
        currentPoint = end
    }

    // MARK: Drawing

    /// Fills the path's inside with the current fill colour; subpaths are closed implicitly.
    open func fill() {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        trace(on: canvas)
        canvas.fillPath(evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path, `lineWidth` points wide, with the current stroke colour and the dash pattern.
    open func stroke() {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        trace(on: canvas)
        canvas.saveState()
        canvas.lineWidth = Double(lineWidth)
        canvas.lineCap = switch lineCapStyle {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        canvas.lineJoin = switch lineJoinStyle {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        canvas.miterLimit = Double(miterLimit)
        canvas.setLineDash(phase: Double(dashPhase), lengths: dashLengths.map(Double.init))
        canvas.strokePath()
        canvas.restoreState()
    }

    /// Intersects the current context's clipping area with the path's inside (by `usesEvenOddFillRule`),
    /// until the context's graphics state is restored. Any thread, like `fill()`.
    open func addClip() {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        trace(on: canvas)
        canvas.clipToPath(evenOdd: usesEvenOddFillRule)
    }

    /// Replaces the canvas's current path with this one.
    func trace(on canvas: Canvas) {
        canvas.beginPath()
        for element in elements {
            switch element {
            case .move(let point): canvas.move(to: point)
            case .line(let point): canvas.addLine(to: point)
            case let .curve(point, control1, control2):
                canvas.addCurve(to: point, control1: control1, control2: control2)
            case let .arc(center, radius, start, end, clockwise):
                canvas.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            case let .quad(point, control):
                let from = canvas.currentPoint ?? control
                canvas.addCurve(to: point, control1: CGPoint(x: from.x + (control.x - from.x) * 2 / 3, y: from.y + (control.y - from.y) * 2 / 3),
                                control2: CGPoint(x: point.x + (control.x - point.x) * 2 / 3, y: point.y + (control.y - point.y) * 2 / 3))
            case .close: canvas.closePath()
            case .rect(let rect): canvas.addRect(rect)
            case .oval(let rect): canvas.addEllipse(in: rect)
            case let .roundedRect(rect, radius): canvas.addRoundedRect(rect, cornerRadius: radius)
            }
        }
    }
}
