import Foundation
internal import IMSimGraphics

/// Bitmap contexts, as CoreGraphics makes them: the caller's memory (or the context's own) holds
/// the pixels in the layout asked for, and user space starts at the bottom left, y up, in pixels.
extension CGContext {
    /// A context drawing into `data` (or memory of its own if nil): 8 bits a component, RGB with
    /// alpha premultiplied or skipped in any byte order, gray, or alpha only; nil for other layouts,
    /// as CoreGraphics refuses them.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard (0...Canvas.maximumSide).contains(width), (0...Canvas.maximumSide).contains(height),
              let memory = BitmapMemory(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                                        bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo) else { return nil }
        let canvas = Canvas(width: width, height: height)
        memory.mirror.copy(into: canvas)
        canvas.drawingObserver = memory.mirror
        canvas.concatenate(AffineMatrix(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: Double(height)))
        self.init(canvas: canvas, scale: 1, bitmap: memory)
    }

    /// The pixels' memory of a bitmap context; nil for others.
    public var data: UnsafeMutableRawPointer? { bitmap?.bytes }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? width * 4 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { bitmap?.bitsPerPixel ?? 32 }
    public var bitmapInfo: CGBitmapInfo {
        bitmap?.bitmapInfo ?? CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// Nothing to wait for: drawing reaches the memory at once.
    public func flush() {}
}
