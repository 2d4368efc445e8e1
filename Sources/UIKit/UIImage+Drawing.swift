import Foundation
internal import IMSimGraphics

/// Drawing an image into the current `UIGraphicsImageRenderer` context; outside a renderer these
/// do nothing. The PNG is decoded on each call. Any thread, like the renderer.
extension UIImage {
    /// Draws the image at its size in points with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, over what is there.
    public func draw(in rect: CGRect) {
        draw(in: rect, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, over what is there, with `alpha` applied. A symbol or
    /// template image with a tint (`withTintColor`) is drawn in that colour.
    public func draw(in rect: CGRect, alpha: CGFloat) {
        draw(in: rect, alpha: alpha, tint: isTemplate ? tint : nil)
    }

    /// Draws the image, a template one (a symbol, or `.alwaysTemplate`) in `tint` when given.
    func draw(in rect: CGRect, alpha: CGFloat, tint: UIColor?) {
        guard let canvas = GraphicsContextStack.current?.canvas,
              let data = pngData(), let image = Canvas.decode(png: data) else { return }
        canvas.draw(image, in: rect, alpha: Double(alpha), tint: tint?.rgba)
    }

    /// Whether the image draws as a shape in a tint colour: a template, or a symbol not asked to keep its own colours.
    var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (isSymbolImage && renderingMode == .automatic) || (isSymbolImage && tint != nil)
    }

    /// Every pixel's colour, row by row (empty if the image can't be decoded). For tests, like `pixelColor`.
    func pixelRows() -> [[UIColor]] {
        guard let data = pngData(), let image = Canvas.decode(png: data) else { return [] }
        return (0..<image.height).map { y in
            (0..<image.width).map { x in
                let pixel = image.pixel(x: x, y: y)
                return UIColor(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
            }
        }
    }

    /// The colour of the pixel at `x`, `y` (in pixels); nil if the image can't be decoded or the
    /// pixel is outside it. For tests: UIKit itself has no such call.
    func pixelColor(x: Int, y: Int) -> UIColor? {
        guard let data = pngData(), let image = Canvas.decode(png: data),
              (0..<image.width).contains(x), (0..<image.height).contains(y) else { return nil }
        let pixel = image.pixel(x: x, y: y)
        return UIColor(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
    }
}

/// The image's CoreGraphics form.
extension UIImage {
    /// How an image's pixels are turned; only `.up` is drawn as such here, others are recorded.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` (its size in points is its pixels over the scale).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let image = UIImage(data: cgImage.png, scale: scale > 0 ? scale : 1) {
            self.init(data: image.pngData() ?? Data(), scale: image.scale)!
        } else {
            self.init()
        }
    }

    /// The pixels as a `CGImage`; nil for an empty image.
    public var cgImage: CGImage? {
        pngData().flatMap { CGImage(png: $0) }
    }
}
