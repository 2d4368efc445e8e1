import Foundation
internal import IMSimGraphics

/// A bitmap image, held as PNG data: 8 bits a component, RGBA. Immutable, so shareable across
/// threads; it is decoded each time it is drawn.
public final class CGImage: @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of a value type.
    let png: Data
    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// True for an image mask (`CGImage(maskWidth:…)`): its alpha is where painting shows.
    public let isMask: Bool
    /// True for an image in the gray colour space, which can mask another.
    let isGray: Bool

    init?(png: Data, isMask: Bool = false, isGray: Bool = false) {
        guard let size = PNGInfo.pixelSize(of: png) else { return nil }
        self.png = png
        width = size.width
        height = size.height
        self.isMask = isMask
        self.isGray = isGray
    }

    /// The canvas of a context, copied.
    convenience init?(canvas: Canvas) {
        self.init(png: canvas.pngData())
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public var colorSpace: CGColorSpace? { isMask ? nil : isGray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB() }
    /// The layout `dataProvider` hands out: R, G, B, A bytes, premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }

    /// The part of the image inside `rect` (in pixels, y down), or nil if they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !bounds.isEmpty, let source = Canvas.decode(png: png) else { return nil }
        let target = Canvas(width: Int(bounds.width), height: Int(bounds.height))
        target.draw(source, in: CGRect(x: -bounds.minX, y: -bounds.minY, width: CGFloat(width), height: CGFloat(height)),
                    smooth: false)
        return CGImage(canvas: target)
    }
}
