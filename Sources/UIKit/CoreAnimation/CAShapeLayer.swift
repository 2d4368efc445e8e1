import Foundation
internal import IMSimGraphics

/// A layer that fills and strokes a path (in its own coordinates): filled opaque black and not
/// stroked at first; `strokeStart` and `strokeEnd` stroke a stretch of it, as progress rings do.
open class CAShapeLayer: CALayer {
    open var path: CGPath? { didSet { Appearance.changed() } }
    /// Opaque black at first; nil for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { Appearance.changed() } }
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { Appearance.changed() } }
    /// Nil (no stroke) at first.
    open var strokeColor: CGColor? { didSet { Appearance.changed() } }
    /// The fractions of the path's length the stroke runs between; 0 and 1 at first.
    open var strokeStart: CGFloat = 0 { didSet { Appearance.changed() } }
    open var strokeEnd: CGFloat = 1 { didSet { Appearance.changed() } }
    open var lineWidth: CGFloat = 1 { didSet { Appearance.changed() } }
    open var miterLimit: CGFloat = 10 { didSet { Appearance.changed() } }
    open var lineCap = CAShapeLayerLineCap.butt { didSet { Appearance.changed() } }
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { Appearance.changed() } }
    open var lineDashPhase: CGFloat = 0 { didSet { Appearance.changed() } }
    open var lineDashPattern: [NSNumber]? { didSet { Appearance.changed() } }

    override func drawOwnContent(in ctx: CGContext) {
        super.drawOwnContent(in: ctx)
        guard let path, !path.isEmpty else { return }
        let canvas = ctx.canvas
        canvas.saveState()
        defer { canvas.restoreState() }
        if let fillColor {
            canvas.fillColor = fillColor.rgba
            canvas.beginPath()
            path.trace(on: canvas)
            canvas.fillPath(evenOdd: fillRule == .evenOdd)
        }
        guard let strokeColor, lineWidth > 0, strokeEnd > strokeStart else { return }
        canvas.strokeColor = strokeColor.rgba
        canvas.lineWidth = Double(lineWidth)
        canvas.miterLimit = Double(miterLimit)
        canvas.lineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        canvas.lineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        canvas.setLineDash(phase: Double(lineDashPhase), lengths: (lineDashPattern ?? []).map(\.doubleValue))
        canvas.beginPath()
        if strokeStart > 0 || strokeEnd < 1 {
            CGPath.trace(PathFlattening(path.elements, tolerance: 0.05).trimmed(from: strokeStart, to: strokeEnd), on: canvas)
        } else {
            path.trace(on: canvas)
        }
        canvas.strokePath()
    }
}
