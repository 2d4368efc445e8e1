import CIMSimCairo
import CIMSimPixels
import Foundation

extension Canvas {
    /// The canvas made `factor` times smaller each way, each pixel the average of the `factor` ×
    /// `factor` block it stands for (a box filter over premultiplied pixels; a partial block at the
    /// right or bottom edge is left out). Several times cheaper than drawing it scaled, which filters
    /// with a convolution: what a report's small pictures of 3x screens need.
    public func shrunk(by factor: Int) -> Canvas {
        shrunk(by: factor, reusing: nil, unchangedRows: [])
    }

    /// `shrunk(by:)`, taking the small rows whose blocks lie in `unchangedRows` (ascending rows of
    /// this canvas that hold the same pixels as the canvas `previous` was shrunk from) from `previous`.
    func shrunk(by factor: Int, reusing previous: Canvas?, unchangedRows: [Range<Int>]) -> Canvas {
        precondition(factor >= 1, "a factor of at least 1")
        let small = Canvas(width: max(1, width / factor), height: max(1, height / factor), opaque: isOpaque)
        cairo_surface_flush(surface)
        // A block's sums fit 16 bits a channel up to 16 × 16 pixels; past that, a word each.
        if factor > 16 { return shrunkWide(by: factor, into: small) }
        guard factor > 1, width >= factor, height >= factor,
              let source = cairo_image_surface_get_data(surface), let target = cairo_image_surface_get_data(small.surface) else {
            small.draw(self, in: CGRect(x: 0, y: 0, width: small.width, height: small.height))
            return small
        }
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(cairo_image_surface_get_stride(small.surface))
        let area = UInt32(factor * factor)
        let smallWidth = small.width, smallHeight = small.height, isOpaque = isOpaque
        // A block's average, rounded, for every sum a channel can reach: a division per channel of
        // each small pixel cost more than the sums.
        let averages = (0...255 * area).map { ($0 + area / 2) / area }
        // Each byte of a block row's pixels summed down its lines (`imsim_shrink_row`).
        var columns = [UInt16](repeating: 0, count: 4 * factor * smallWidth)
        let earlier = previous.flatMap { previous in
            previous.width == smallWidth && previous.height == smallHeight && previous.isOpaque == isOpaque
                ? cairo_image_surface_get_data(previous.surface) : nil
        }
        var unchanged = Self.merged(unchangedRows)[...]
        for row in 0..<smallHeight {
            let block = row * factor..<(row + 1) * factor
            while let first = unchanged.first, first.upperBound <= block.lowerBound { unchanged.removeFirst() }
            if let earlier, let first = unchanged.first, first.contains(block.lowerBound), first.upperBound >= block.upperBound {
                memcpy(target + row * targetStride, earlier + row * targetStride, smallWidth * 4)
                continue
            }
            let out = UnsafeMutableRawPointer(target + row * targetStride).assumingMemoryBound(to: UInt32.self)
            // An opaque surface's top byte is unused: its pixels are opaque whatever it holds.
            imsim_shrink_row(source + row * factor * sourceStride, sourceStride, smallWidth, Int32(factor), isOpaque ? 1 : 0,
                             averages, &columns, out)
        }
        cairo_surface_mark_dirty(small.surface)
        return small
    }

    /// Ascending ranges with those that meet joined.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var joined: [Range<Int>] = []
        for range in ranges where !range.isEmpty {
            if let last = joined.last, last.upperBound == range.lowerBound {
                joined[joined.count - 1] = last.lowerBound..<range.upperBound
            } else {
                joined.append(range)
            }
        }
        return joined
    }
}

extension Canvas {
    /// `shrunk(by:)` for blocks over 16 × 16 pixels (a bubble's picture thousands of pixels wide):
    /// each channel summed in a word of its own.
    private func shrunkWide(by factor: Int, into small: Canvas) -> Canvas {
        guard width >= factor, height >= factor,
              let source = cairo_image_surface_get_data(surface), let target = cairo_image_surface_get_data(small.surface) else {
            small.draw(self, in: CGRect(x: 0, y: 0, width: small.width, height: small.height))
            return small
        }
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(cairo_image_surface_get_stride(small.surface))
        let area = UInt64(factor * factor), half = area / 2
        var sums = [UInt64](repeating: 0, count: small.width * 4)
        for row in 0..<small.height {
            for index in sums.indices { sums[index] = 0 }
            for line in 0..<factor {
                let pixels = UnsafeRawPointer(source + (row * factor + line) * sourceStride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<small.width * factor {
                    let value = UInt64(pixels[column]), slot = column / factor * 4
                    for channel in 0..<4 { sums[slot + channel] += value >> (8 * channel) & 0xFF }
                }
            }
            let out = UnsafeMutableRawPointer(target + row * targetStride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<small.width {
                var pixel: UInt32 = 0
                for channel in 0..<4 { pixel |= UInt32((sums[column * 4 + channel] + half) / area) << (8 * channel) }
                out[column] = isOpaque ? pixel | 0xFF00_0000 : pixel
            }
        }
        cairo_surface_mark_dirty(small.surface)
        return small
    }

    /// The canvas `width` pixels wide (never scaled up), on white, as a JPEG: a report's small picture.
    public func smallPicture(width: Int) -> Data? {
        SmallPicture(of: self, width: width)?.jpeg
    }
}
