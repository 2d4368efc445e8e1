import CIMSimCairo
import Foundation

extension Canvas {
    /// The rows from the first to the last in which this canvas and `other` differ: nil if they hold
    /// the same pixels, all rows if their sizes or formats differ. Reads the rows only as far as the
    /// first difference from each end.
    public func differingRows(from other: Canvas) -> Range<Int>? {
        guard width == other.width, height == other.height, isOpaque == other.isOpaque, !isRecording, !other.isRecording else {
            return 0..<height
        }
        guard width > 0, height > 0 else { return nil }
        cairo_surface_flush(surface)
        cairo_surface_flush(other.surface)
        guard let mine = cairo_image_surface_get_data(surface), let theirs = cairo_image_surface_get_data(other.surface) else {
            return 0..<height
        }
        let myStride = Int(cairo_image_surface_get_stride(surface)), theirStride = Int(cairo_image_surface_get_stride(other.surface))
        func same(_ y: Int) -> Bool { memcmp(mine + y * myStride, theirs + y * theirStride, width * 4) == 0 }
        guard let first = (0..<height).first(where: { !same($0) }) else { return nil }
        let last = (first..<height).reversed().first { !same($0) } ?? first
        return first..<last + 1
    }
}
