import Foundation
internal import IMSimGraphics

/// Draws into a bitmap of `size` points at the format's scale (2 by default), then hands back a
/// `UIImage` or its PNG data. Each call starts from a transparent bitmap (black if the format is
/// opaque). Main actor only.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// What the renderer's drawing closures receive.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A copy of the format given at creation.
    public let format: UIGraphicsImageRendererFormat
    /// The area drawn, in points; its origin is the image's top left.
    private let bounds: CGRect

    /// A renderer for images of `size` points, in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for the area `bounds`, in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for the area `bounds`, in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.effectiveScale
        copy.opaque = format.opaque
        self.format = copy
        super.init()
    }

    /// Always true: this renderer makes images.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` on a new bitmap and returns it as an image of the renderer's size in points,
    /// at the format's scale. A renderer of no pixels returns an empty image.
    open func image(actions: DrawingActions) -> UIImage {
        let context = makeContext()
        UIGraphicsImageRendererContext.withCurrent(context) { actions(context) }
        return context.currentImage
    }

    /// Runs `actions` on a new bitmap and returns it as PNG data (empty if it has no pixels).
    open func pngData(actions: DrawingActions) -> Data {
        let context = makeContext()
        UIGraphicsImageRendererContext.withCurrent(context) { actions(context) }
        return context.canvas.pngData()
    }

    /// A bitmap of the bounds' size in pixels, its user space in points from the bounds' origin.
    private func makeContext() -> UIGraphicsImageRendererContext {
        let scale = format.scale
        let canvas = Canvas(width: Self.pixels(bounds.width * scale), height: Self.pixels(bounds.height * scale),
                            opaque: format.opaque)
        canvas.scaleBy(x: scale, y: scale)
        canvas.translateBy(x: -bounds.minX, y: -bounds.minY)
        return UIGraphicsImageRendererContext(canvas: canvas, format: format)
    }

    /// Whole pixels covering `length`, ignoring floating-point noise just above a whole number.
    private static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        let rounded = (length - 1e-9).rounded(.up)
        precondition(rounded <= CGFloat(Canvas.maximumSide), "an image renderer of \(length) pixels is too large")
        return Int(rounded)
    }
}
