import Foundation
internal import IMSimGraphics

/// The bitmap a `UIGraphicsImageRenderer` is drawing, handed to its actions. Coordinates are in
/// points, y down, origin at the renderer's bounds' origin. While the actions run it is the
/// current context that `UIBezierPath`, `UIColor.setFill()` and `UIImage.draw(in:)` draw into.
/// Main actor only.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    /// The renderers running, innermost last: renderers may nest, as in UIKit.
    private static var stack: [UIGraphicsImageRendererContext] = []

    /// The context drawing calls go to; nil outside a renderer's actions.
    static var current: UIGraphicsImageRendererContext? { stack.last }

    let canvas: Canvas
    /// The renderer's format: scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    init(canvas: Canvas, format: UIGraphicsImageRendererFormat) {
        self.canvas = canvas
        self.format = format
        super.init()
    }

    /// An image of what has been drawn so far, at the format's scale; an empty image if there are no pixels.
    open var currentImage: UIImage {
        UIImage(data: canvas.pngData(), scale: format.effectiveScale) ?? UIImage()
    }

    /// Fills `rect` with the colour last given to `UIColor.setFill()` (black at first).
    open func fill(_ rect: CGRect) {
        canvas.fill(rect: rect)
    }

    /// Strokes the outline of `rect`, one point wide, with the colour last given to `UIColor.setStroke()`.
    open func stroke(_ rect: CGRect) {
        canvas.stroke(rect: rect)
    }

    /// Limits later drawing to `rect`.
    open func clip(to rect: CGRect) {
        canvas.clip(to: rect)
    }

    /// Makes `context` current while `body` runs.
    static func withCurrent<Result>(_ context: UIGraphicsImageRendererContext, _ body: () -> Result) -> Result {
        stack.append(context)
        defer { stack.removeLast() }
        return body()
    }
}
