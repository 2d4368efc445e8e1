import CIMSimCairo

extension Canvas {
    /// Every pixel as cairo holds it, row by row from the top left: a native-endian 32-bit word of
    /// alpha, red, green and blue (8 bits each, premultiplied; alpha 0xFF on an opaque canvas).
    /// For comparing whole pictures, where `pixel(x:y:)` one at a time would be slow.
    public func argbWords() -> [UInt32] {
        cairo_surface_flush(surface)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque: UInt32 = isOpaque ? 0xFF00_0000 : 0
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data).advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = row[x] | opaque }
            }
        }
        return words
    }

    /// A canvas of `width` × `height` pixels holding `words` (as `argbWords()` gives them, premultiplied).
    public convenience init(width: Int, height: Int, argbWords words: [UInt32]) {
        precondition(words.count == width * height, "\(words.count) words for \(width)×\(height) pixels")
        self.init(width: width, height: height)
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        words.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data).advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = source[y * width + x] }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
