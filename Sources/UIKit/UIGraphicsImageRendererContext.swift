import Foundation
internal import IMSimGraphics

/// The bitmap a `UIGraphicsImageRenderer` is drawing, handed to its actions. Coordinates are in
/// points, y down, origin at the renderer's bounds' origin. While the actions run its `cgContext`
/// is the calling thread's current context, which `UIBezierPath`, `UIColor.setFill()`,
/// `UIImage.draw(in:)` and string drawing use. Used on the thread running the actions.
open class UIGraphicsImageRendererContext: NSObject {
    /// The CoreGraphics context to draw into.
    public let cgContext: CGContext
    /// The renderer's format: scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    var canvas: Canvas { cgContext.canvas }

    /// An image of what has been drawn so far, at the format's scale; an empty image if there are no pixels.
    open var currentImage: UIImage {
        UIImage(data: canvas.pngData(), scale: format.effectiveScale) ?? UIImage()
    }

    /// Fills `rect` with the colour last given to `UIColor.setFill()` (black at first).
    open func fill(_ rect: CGRect) {
        canvas.fill(rect: rect)
    }

    /// Fills `rect` with `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        canvas.fill(rect: rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect`, one point wide, with the colour last given to `UIColor.setStroke()`.
    open func stroke(_ rect: CGRect) {
        canvas.stroke(rect: rect)
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) {
        canvas.clip(to: rect)
    }
}
