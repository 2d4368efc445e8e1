import CIMSimCairo
import CIMSimPixels

/// Rows of a cairo image surface (32-bit native-endian words: alpha or unused, red, green, blue;
/// premultiplied) as the bytes PNG stores, converted exactly as cairo's own PNG writer converts them
/// (cairo-png.c: `unpremultiply_data`, `convert_data_to_bytes`), so that an image decodes to the
/// same pixels whichever writer made it.
///
/// Sendable so that rows can be read on several threads at once: the pixels are only read, and only
/// while `Canvas.pngData()`, which holds the canvas, waits for them.
struct CairoPixels: @unchecked Sendable {
    let data: UnsafePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int
    /// True for ARGB32, false for RGB24 (whose top byte is unused).
    let hasAlpha: Bool

    /// True if some pixel is not fully opaque; then the PNG is RGBA, else RGB (as cairo decides).
    var isTranslucent: Bool {
        guard hasAlpha else { return false }
        for y in 0..<height {
            let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width {
                all &= words[x]
            }
            if all & 0xFF00_0000 != 0xFF00_0000 { return true }
        }
        return false
    }

    /// Writes row `y` as red, green, blue bytes, ignoring alpha.
    func rgbRow(_ y: Int, into output: UnsafeMutablePointer<UInt8>) {
        let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        var out = output
        for x in 0..<width {
            let word = words[x]
            out[0] = UInt8(truncatingIfNeeded: word >> 16)
            out[1] = UInt8(truncatingIfNeeded: word >> 8)
            out[2] = UInt8(truncatingIfNeeded: word)
            out += 3
        }
    }

    /// Writes row `y` as red, green, blue bytes filtered with PNG's "up" (each byte minus the one
    /// above it in row `y - 1`, zeros above the first), ignoring alpha: `rgbRow` and
    /// `PNGWriter.apply(.up, ...)` in one vectorized pass.
    func rgbUpRow(_ y: Int, into output: UnsafeMutablePointer<UInt8>) {
        let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        let above = y > 0 ? UnsafeRawPointer(data + (y - 1) * stride).assumingMemoryBound(to: UInt32.self) : nil
        imsim_png_rgb_up_row(words, above, width, output)
    }

    /// Writes row `y` as red, green, blue, alpha bytes, not premultiplied: each colour `c` of a pixel
    /// with alpha `a` becomes `(c × 255 + a / 2) / a`, and a pixel with alpha 0 becomes 0, 0, 0, 0.
    func rgbaRow(_ y: Int, into output: UnsafeMutablePointer<UInt8>) {
        Self.unpremultiplied.withUnsafeBufferPointer { table in
            rgbaRow(y, into: output, table: table.baseAddress!)
        }
    }

    private func rgbaRow(_ y: Int, into output: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt8>) {
        let words = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        var out = output
        for x in 0..<width {
            let word = words[x]
            let alpha = Int(word >> 24)
            if alpha == 255 {
                out[0] = UInt8(truncatingIfNeeded: word >> 16)
                out[1] = UInt8(truncatingIfNeeded: word >> 8)
                out[2] = UInt8(truncatingIfNeeded: word)
                out[3] = 255
            } else {
                let base = table + alpha << 8
                out[0] = base[Int(truncatingIfNeeded: (word >> 16) & 0xFF)]
                out[1] = base[Int(truncatingIfNeeded: (word >> 8) & 0xFF)]
                out[2] = base[Int(truncatingIfNeeded: word & 0xFF)]
                out[3] = UInt8(truncatingIfNeeded: alpha)
            }
            out += 4
        }
    }

    /// `unpremultiplied[a << 8 | c]`: cairo's straight value of colour `c` at alpha `a` (0 at alpha 0).
    /// A table rather than a division per channel. Premultiplied colours never exceed their alpha; a
    /// byte that does (written by hand) wraps to 8 bits, as cairo's store into a `uint8_t` does.
    static let unpremultiplied: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for colour in 0..<256 {
                table[alpha << 8 | colour] = UInt8(truncatingIfNeeded: (colour * 255 + alpha / 2) / alpha)
            }
        }
        return table
    }()
}

extension Canvas {
    /// Calls `body` with the surface's pixels as 32-bit words (`stride` words a row) to read or
    /// write, then tells cairo they may have changed. For tests that need exact premultiplied values.
    func withPixelWords<Result>(_ body: (_ words: UnsafeMutablePointer<UInt32>, _ stride: Int) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        return try body(data.assumingMemoryBound(to: UInt32.self), stride)
    }
}
