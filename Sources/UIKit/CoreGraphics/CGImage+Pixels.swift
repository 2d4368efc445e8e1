import Foundation
internal import IMSimGraphics

/// Images made from raw pixels, their pixels read back, and masks.
extension CGImage {
    /// An image of the pixels `provider` holds, laid out as a bitmap context's may be (and with
    /// unpremultiplied alpha too); nil for other layouts.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let canvas = Self.canvas(width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                                       space: space, bitmapInfo: bitmapInfo.rawValue, provider: provider) else { return nil }
        self.init(png: canvas.pngData(), isGray: space.numberOfComponents == 1)
    }

    /// An image mask: 8-bit samples where 0 paints and 255 blocks (the inverse of alpha), as
    /// CoreGraphics' masks are read; nil for other sample sizes.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool) {
        guard bitsPerComponent == 8, bitsPerPixel == 8,
              let canvas = Self.canvas(width: width, height: height, bitsPerComponent: 8, bytesPerRow: bytesPerRow,
                                       space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue,
                                       provider: provider) else { return nil }
        self.init(png: Self.alphaCanvas(of: canvas, inverted: true).pngData(), isMask: true)
    }

    private static func canvas(width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace?,
                               bitmapInfo: UInt32, provider: CGDataProvider) -> Canvas? {
        guard let data = provider.data, width > 0, height > 0, width <= Canvas.maximumSide, height <= Canvas.maximumSide,
              let memory = BitmapMemory(data: UnsafeMutableRawPointer(mutating: data.bytes), width: width, height: height,
                                        bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow, space: space,
                                        bitmapInfo: bitmapInfo, allowsUnpremultiplied: true),
              data.length >= memory.bytesPerRow * (height - 1) + memory.bitsPerPixel / 8 * width else { return nil }
        let canvas = Canvas(width: width, height: height)
        memory.mirror.copy(into: canvas)
        return canvas
    }

    /// A canvas whose alpha is `canvas`'s gray level (or its inverse), black.
    private static func alphaCanvas(of canvas: Canvas, inverted: Bool) -> Canvas {
        let gray = UnsafeMutableRawPointer.allocate(byteCount: canvas.width * canvas.height, alignment: 1)
        defer { gray.deallocate() }
        PixelBufferMirror(buffer: gray, bytesPerRow: canvas.width, layout: .gray).copy(from: canvas)
        if inverted {
            let bytes = gray.assumingMemoryBound(to: UInt8.self)
            for index in 0..<(canvas.width * canvas.height) { bytes[index] = 255 - bytes[index] }
        }
        let alpha = Canvas(width: canvas.width, height: canvas.height)
        PixelBufferMirror(buffer: gray, bytesPerRow: canvas.width, layout: .alphaOnly).copy(into: alpha)
        return alpha
    }

    /// The pixels as R, G, B, A bytes, premultiplied, `bytesPerRow` a row.
    public var dataProvider: CGDataProvider? {
        guard let canvas = Canvas.decode(png: png) else { return nil }
        let bytes = NSMutableData(length: width * height * 4)!
        PixelBufferMirror(buffer: bytes.mutableBytes, bytesPerRow: width * 4,
                          layout: .fourBytes(alpha: 3, red: 0, green: 1, blue: 2, skipsAlpha: false, premultiplied: true))
            .copy(from: canvas)
        return CGDataProvider(data: bytes)
    }

    /// The image where `mask` lets it show: an image mask's samples block where they are white, a
    /// gray image's let the image through where they are white (scaled to the image); nil if
    /// `mask` is neither, as CoreGraphics refuses.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard let alpha = mask.maskAlpha(), let source = Canvas.decode(png: png) else { return nil }
        let result = Canvas(width: width, height: height)
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        result.beginTransparencyLayer()
        result.draw(source, in: whole)
        result.endTransparencyLayer { result.draw(alpha, in: whole) }
        return CGImage(png: result.pngData())
    }
}

extension CGImage {
    /// The alpha an image mask or a gray image lets through, as `masking(_:)` reads it; nil for others.
    func maskAlpha() -> Canvas? {
        guard isMask || isGray, let canvas = Canvas.decode(png: png) else { return nil }
        return isMask ? canvas : Self.alphaCanvas(of: canvas, inverted: false)
    }
}
