import Foundation
internal import IMSimGraphics

/// Paths, clipping, images and gradients.
extension CGContext {
    // MARK: The current path

    public func beginPath() { canvas.beginPath() }
    public func move(to point: CGPoint) { canvas.move(to: point) }
    public func addLine(to point: CGPoint) { canvas.addLine(to: point) }
    public func closePath() { canvas.closePath() }
    public func addRect(_ rect: CGRect) { canvas.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(canvas.addRect) }
    public func addEllipse(in rect: CGRect) { canvas.addEllipse(in: rect) }

    /// Straight lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        canvas.move(to: first)
        points.dropFirst().forEach(canvas.addLine)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        canvas.addCurve(to: end, control1: control1, control2: control2)
    }

    /// A quadratic Bézier curve from the current point, drawn as the equivalent cubic.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = canvas.currentPoint ?? control
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        canvas.addCurve(to: end, control1: control1, control2: control2)
    }

    /// An arc of the circle around `center`, after a line from the current point to its start.
    /// As in CoreGraphics, `clockwise` is in a y-up space: in UIKit's y-down contexts
    /// `clockwise: true` runs towards smaller angles, which looks counter-clockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        canvas.addArc(center: center, radius: Double(radius), startAngle: Double(startAngle),
                      endAngle: Double(endAngle), clockwise: !clockwise)
    }

    public var isPathEmpty: Bool { canvas.currentPoint == nil }
    public var currentPointOfPath: CGPoint { canvas.currentPoint ?? .zero }
    public var boundingBoxOfPath: CGRect { canvas.pathBounds }

    // MARK: Painting the path

    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fillPath(evenOdd: rule == .evenOdd)
    }

    public func strokePath() { canvas.strokePath() }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: canvas.fillPath()
        case .eoFill: canvas.fillPath(evenOdd: true)
        case .stroke: canvas.strokePath()
        case .fillStroke: canvas.fillAndStrokePath()
        case .eoFillStroke: canvas.fillAndStrokePath(evenOdd: true)
        }
    }

    public func fill(_ rect: CGRect) { canvas.fill(rect: rect) }

    public func fill(_ rects: [CGRect]) {
        canvas.beginPath()
        rects.forEach(canvas.addRect)
        canvas.fillPath()
    }

    public func stroke(_ rect: CGRect) { canvas.stroke(rect: rect) }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        canvas.saveState()
        canvas.lineWidth = Double(width)
        canvas.stroke(rect: rect)
        canvas.restoreState()
    }

    public func fillEllipse(in rect: CGRect) { canvas.fillEllipse(in: rect) }

    public func strokeEllipse(in rect: CGRect) {
        canvas.beginPath()
        canvas.addEllipse(in: rect)
        canvas.strokePath()
    }

    /// Strokes a line between each pair of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        canvas.beginPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            canvas.move(to: points[index])
            canvas.addLine(to: points[index + 1])
        }
        canvas.strokePath()
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) { canvas.clear(rect: rect) }

    // MARK: Clipping

    /// Limits later drawing to the inside of the current path, which is consumed.
    public func clip(using rule: CGPathFillRule = .winding) { canvas.clipToPath(evenOdd: rule == .evenOdd) }
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }

    public func clip(to rects: [CGRect]) {
        canvas.beginPath()
        rects.forEach(canvas.addRect)
        canvas.clipToPath()
    }

    public var boundingBoxOfClipPath: CGRect { canvas.clipBounds }

    // MARK: Images and gradients

    /// Draws `image` scaled to `rect`. As in CoreGraphics, whose user space is y-up, the image's
    /// first row goes to the rectangle's maximum y: in UIKit's y-down contexts it appears upside
    /// down unless the context is flipped first. `byTiling` is not supported: the image is drawn once.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard let source = Canvas.decode(png: image.png) else { return }
        canvas.draw(source, in: rect, flipped: true, smooth: interpolationQuality != .none)
    }

    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        canvas.drawLinearGradient(gradient.stops, from: startPoint, to: endPoint,
                                  extendsBefore: options.contains(.drawsBeforeStartLocation),
                                  extendsAfter: options.contains(.drawsAfterEndLocation))
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        canvas.drawRadialGradient(gradient.stops, startCenter: startCenter, startRadius: Double(startRadius),
                                  endCenter: endCenter, endRadius: Double(endRadius),
                                  extendsBefore: options.contains(.drawsBeforeStartLocation),
                                  extendsAfter: options.contains(.drawsAfterEndLocation))
    }
}
