import Foundation

/// A path being built. Each method takes an optional transform applied to what it adds. As in
/// CoreGraphics, `clockwise` arcs run towards smaller angles (clockwise in a y-up space, so
/// counter-clockwise on a y-down screen), and lines or curves without a current point are ignored.
public class CGMutablePath: CGPath {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        elements.append(.line(point.applying(transform)))
    }

    /// Lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        elements.append(.quad(control: control.applying(transform), to: end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        elements.append(.curve(control1: control1.applying(transform), control2: control2.applying(transform),
                               to: end.applying(transform)))
    }

    public func closeSubpath() {
        guard hasCurrentPoint, elements.last != .close else { return }
        elements.append(.close)
    }

    /// `rect` as a closed subpath from its origin.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)],
                 transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, a closed subpath of four curves from its right end.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        guard !rect.isEmpty else { return }
        let stretch = CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: rect.midX, ty: rect.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: stretch)
        elements += ArcCurves(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi).elements(transform: stretch)
        closeSubpath()
    }

    /// `rect` with elliptical corners, each `cornerWidth` by `cornerHeight` (at most half the sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let width = min(max(cornerWidth, 0), rect.width / 2), height = min(max(cornerHeight, 0), rect.height / 2)
        guard width > 0, height > 0 else {
            addRect(rect, transform: transform)
            return
        }
        move(to: CGPoint(x: rect.minX + width, y: rect.minY), transform: transform)
        let corners = [(CGPoint(x: rect.maxX - width, y: rect.minY + height), -CGFloat.pi / 2),
                       (CGPoint(x: rect.maxX - width, y: rect.maxY - height), 0),
                       (CGPoint(x: rect.minX + width, y: rect.maxY - height), CGFloat.pi / 2),
                       (CGPoint(x: rect.minX + width, y: rect.minY + height), CGFloat.pi)]
        for (center, start) in corners {
            let corner = CGAffineTransform(a: width, b: 0, c: 0, d: height, tx: center.x, ty: center.y)
                .concatenating(transform)
            addLine(to: CGPoint(x: cos(start), y: sin(start)), transform: corner)
            elements += ArcCurves(center: .zero, radius: 1, startAngle: start, sweep: .pi / 2).elements(transform: corner)
        }
        closeSubpath()
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, after a line from the
    /// current point to its start (or a move there if there is none).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = ArcCurves.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc of `delta` radians (positive towards growing angles) from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let arc = ArcCurves(center: center, radius: radius, startAngle: startAngle, sweep: delta)
        if hasCurrentPoint {
            addLine(to: arc.start, transform: transform)
        } else {
            move(to: arc.start, transform: transform)
        }
        elements += arc.elements(transform: transform)
    }

    /// A line from the current point towards `tangent1End` and an arc of `radius` tangent to it and
    /// to the line from `tangent1End` to `tangent2End`; a line to `tangent1End` if the three are in line.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return }
        let inverse = transform.inverted()
        let from = currentPoint.applying(inverse)
        guard let fillet = ArcCurves(from: from, corner: tangent1End, to: tangent2End, radius: radius) else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        addLine(to: fillet.start, transform: transform)
        elements += fillet.elements(transform: transform)
    }

    /// `path`'s elements, transformed, after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }
}
