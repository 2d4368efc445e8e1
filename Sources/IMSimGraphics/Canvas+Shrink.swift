import CIMSimCairo
import Foundation

extension Canvas {
    /// The canvas made `factor` times smaller each way, each pixel the average of the `factor` ×
    /// `factor` block it stands for (a box filter over premultiplied pixels; a partial block at the
    /// right or bottom edge is left out). Several times cheaper than drawing it scaled, which filters
    /// with a convolution: what a report's small pictures of 3x screens need.
    public func shrunk(by factor: Int) -> Canvas {
        precondition(factor >= 1, "a factor of at least 1")
        let small = Canvas(width: max(1, width / factor), height: max(1, height / factor), opaque: isOpaque)
        cairo_surface_flush(surface)
        guard factor > 1, width >= factor, height >= factor,
              let source = cairo_image_surface_get_data(surface), let target = cairo_image_surface_get_data(small.surface) else {
            small.draw(self, in: CGRect(x: 0, y: 0, width: small.width, height: small.height))
            return small
        }
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(cairo_image_surface_get_stride(small.surface))
        let area = UInt32(factor * factor)
        let smallWidth = small.width, smallHeight = small.height, isOpaque = isOpaque
        let half = area / 2
        // Each small row's sums of blue, green, red and alpha, four to a pixel.
        var sums = [UInt32](repeating: 0, count: smallWidth * 4)
        sums.withUnsafeMutableBufferPointer { sums in
            for row in 0..<smallHeight {
                sums.update(repeating: 0)
                for line in 0..<factor {
                    let pixels = UnsafeRawPointer(source + (row * factor + line) * sourceStride).assumingMemoryBound(to: UInt32.self)
                    var pixel = 0
                    for column in 0..<smallWidth {
                        for _ in 0..<factor {
                            let value = pixels[pixel]
                            sums[column &* 4] &+= value & 0xFF
                            sums[column &* 4 &+ 1] &+= value >> 8 & 0xFF
                            sums[column &* 4 &+ 2] &+= value >> 16 & 0xFF
                            sums[column &* 4 &+ 3] &+= value >> 24
                            pixel &+= 1
                        }
                    }
                }
                let out = UnsafeMutableRawPointer(target + row * targetStride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<smallWidth {
                    let blue = (sums[column * 4] + half) / area, green = (sums[column * 4 + 1] + half) / area
                    // An opaque surface's top byte is unused: its pixels are opaque whatever it holds.
                    let red = (sums[column * 4 + 2] + half) / area, alpha = isOpaque ? 0xFF : (sums[column * 4 + 3] + half) / area
                    out[column] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
        }
        cairo_surface_mark_dirty(small.surface)
        return small
    }
}
