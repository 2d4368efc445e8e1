import Foundation
internal import IMSimGraphics

/// Draws into a bitmap of `size` points at the format's scale (2 by default), then hands back a
/// `UIImage` or its PNG data. Each call starts from a transparent bitmap (black if the format is
/// opaque). Not isolated to the main actor: usable on any thread, as on iOS, where IceCreamBuilder
/// renders stickers on a background queue. Each call draws into a context of its own, made current
/// on the calling thread only, so renderers on separate threads do not meet.
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
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        context.cgContext.finishMaskClips()
        return context.currentImage
    }

    /// Runs `actions` on a new bitmap and returns it as PNG data (empty if it has no pixels).
    open func pngData(actions: DrawingActions) -> Data {
        let context = makeContext()
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        context.cgContext.finishMaskClips()
        return context.canvas.pngData()
    }

    /// Runs `actions` on a recording of the renderer's size, whose pixels are made later on any
    /// one thread (`RecordedDrawing`): drawing a view hierarchy costs only its recording now.
    package func record(actions: DrawingActions) -> RecordedDrawing {
        let context = makeContext(recording: true)
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return RecordedDrawing(recording: context.canvas)
    }

    private func makeContext(recording: Bool = false) -> UIGraphicsImageRendererContext {
        let scale = format.effectiveScale
        let cgContext = CGContext.bitmap(bounds: bounds, scale: scale, opaque: format.opaque, recording: recording)
        return UIGraphicsImageRendererContext(cgContext: cgContext, format: format)
    }
}
