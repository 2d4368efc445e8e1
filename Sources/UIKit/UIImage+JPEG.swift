import Foundation
internal import IMSimGraphics

/// JPEG data in and out of images, through libjpeg-turbo.
extension UIImage {
    /// The image as a JPEG at `compressionQuality` (0 most compressed, 1 best), its pixels at the
    /// image's scale; transparent parts come out black, as on iOS. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let data = pngData(), let canvas = Canvas.decode(png: data) else { return nil }
        return canvas.jpegData(quality: Double(compressionQuality))
    }

    /// `data`'s pixels as PNG, if it is a JPEG.
    static func pngFromJPEG(_ data: Data) -> Data? {
        Canvas.decode(jpeg: data)?.pngData()
    }
}
