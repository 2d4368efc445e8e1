import CIMSimCairo
import Foundation

/// Keeps a caller's pixel memory, in the byte order it asked for, in step with a canvas: before each
/// drawing the memory is read into the canvas (the caller may have written it), after it the canvas
/// is written back, as if the canvas drew into the memory itself (CoreGraphics' bitmap contexts do).
public final class PixelBufferMirror: CanvasDrawingObserver {
    /// Where each component of a pixel lies, in memory order.
    public enum Layout: Sendable {
        /// Four bytes a pixel; `alpha`, `red`, `green`, `blue` are byte offsets; the alpha byte unused
        /// when `skipsAlpha`; colours multiplied by alpha unless not `premultiplied`.
        case fourBytes(alpha: Int, red: Int, green: Int, blue: Int, skipsAlpha: Bool, premultiplied: Bool)
        /// One byte a pixel: a gray level, opaque.
        case gray
        /// One byte a pixel: alpha only.
        case alphaOnly
    }

    public let buffer: UnsafeMutableRawPointer
    public let bytesPerRow: Int
    public let layout: Layout

    public init(buffer: UnsafeMutableRawPointer, bytesPerRow: Int, layout: Layout) {
        self.buffer = buffer
        self.bytesPerRow = bytesPerRow
        self.layout = layout
    }

    public func canvasWillDraw(_ canvas: Canvas) {
        copy(into: canvas)
    }

    public func canvasDidDraw(_ canvas: Canvas) {
        copy(from: canvas)
    }

    /// The memory's pixels into the canvas (premultiplied B, G, R, A words).
    public func copy(into canvas: Canvas) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        cairo_surface_flush(canvas.surface)
        guard let pixels = cairo_image_surface_get_data(canvas.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        for y in 0..<canvas.height {
            let source = buffer.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let target = UnsafeMutableRawPointer(pixels.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<canvas.width {
                let a: UInt32, r: UInt32, g: UInt32, b: UInt32
                switch layout {
                case let .fourBytes(alpha, red, green, blue, skipsAlpha, premultiplied):
                    let pixel = source.advanced(by: x * 4)
                    a = skipsAlpha ? 255 : UInt32(pixel[alpha])
                    func color(_ offset: Int) -> UInt32 {
                        premultiplied ? UInt32(pixel[offset]) : (UInt32(pixel[offset]) * a + 127) / 255
                    }
                    (r, g, b) = (color(red), color(green), color(blue))
                case .gray:
                    (a, r, g, b) = (255, UInt32(source[x]), UInt32(source[x]), UInt32(source[x]))
                case .alphaOnly:
                    (a, r, g, b) = (UInt32(source[x]), 0, 0, 0)
                }
                target[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
            }
        }
        cairo_surface_mark_dirty(canvas.surface)
    }

    /// The canvas's pixels into the memory.
    public func copy(from canvas: Canvas) {
        guard canvas.width > 0, canvas.height > 0 else { return }
        cairo_surface_flush(canvas.surface)
        guard let pixels = cairo_image_surface_get_data(canvas.surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        for y in 0..<canvas.height {
            let source = UnsafeRawPointer(pixels.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            let target = buffer.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<canvas.width {
                let word = source[x]
                let a = UInt8(truncatingIfNeeded: word >> 24), r = UInt8(truncatingIfNeeded: word >> 16)
                let g = UInt8(truncatingIfNeeded: word >> 8), b = UInt8(truncatingIfNeeded: word)
                switch layout {
                case let .fourBytes(alpha, red, green, blue, skipsAlpha, premultiplied):
                    let pixel = target.advanced(by: x * 4)
                    func color(_ value: UInt8) -> UInt8 {
                        premultiplied || a == 0 ? value : UInt8(min(255, (UInt32(value) * 255 + UInt32(a) / 2) / UInt32(a)))
                    }
                    (pixel[red], pixel[green], pixel[blue]) = (color(r), color(g), color(b))
                    pixel[alpha] = skipsAlpha ? 255 : a
                case .gray:
                    let luma: UInt32 = 299 * UInt32(r) + 587 * UInt32(g) + 114 * UInt32(b)
                    target[x] = UInt8((luma + 500) / 1000)
                case .alphaOnly:
                    target[x] = a
                }
            }
        }
    }
}
