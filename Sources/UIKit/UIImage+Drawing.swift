import Foundation
internal import IMSimGraphics

/// Drawing an image into the current `UIGraphicsImageRenderer` context; outside a renderer these
/// do nothing. The PNG is decoded on each call. Main actor only, like the renderer.
extension UIImage {
    /// Draws the image at its size in points with its top left at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`, over what is there.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, alpha: 1)
    }

    /// Draws the image scaled to fill `rect`, over what is there, with `alpha` applied.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, alpha: CGFloat) {
        guard let canvas = UIGraphicsImageRendererContext.current?.canvas,
              let data = pngData(), let image = Canvas.decode(png: data) else { return }
        canvas.draw(image, in: rect, alpha: Double(alpha))
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
