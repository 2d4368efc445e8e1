import CIMSimCairo
import CIMSimJPEG
import Foundation

/// JPEG files, written and read with libjpeg-turbo.
extension Canvas {
    /// The picture as a baseline JPEG at `quality` (0 to 1, as UIKit's compression quality);
    /// translucent pixels are written as their premultiplied colour (transparent is black, as on
    /// iOS). Nil if the canvas is empty or libjpeg fails.
    public func jpegData(quality: Double) -> Data? {
        guard width > 0, height > 0 else { return nil }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var error = [CChar](repeating: 0, count: 256)
        let percent = Int32((min(max(quality, 0), 1) * 100).rounded())
        guard imsim_jpeg_encode(pixels, Int32(width), Int32(height), Int32(stride), percent, &output, &length,
                                &error, error.count) == 0, let output else { return nil }
        defer { imsim_jpeg_free(output) }
        return Data(bytes: output, count: length)
    }

    /// True if `data` starts as a JPEG does (a start-of-image marker).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count > 3 && data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// The pixel size of a JPEG, or nil if it is not one libjpeg can read.
    public static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
        guard isJPEG(data) else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            imsim_jpeg_size(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &error, error.count)
        }
        return status == 0 && width > 0 && height > 0 ? (Int(width), Int(height)) : nil
    }

    /// A JPEG's pixels on an opaque canvas; nil if it is not a JPEG libjpeg can read.
    public static func decode(jpeg data: Data) -> Canvas? {
        guard let (width, height) = jpegSize(data) else { return nil }
        let canvas = Canvas(width: width, height: height, opaque: true)
        guard let pixels = cairo_image_surface_get_data(canvas.surface) else { return nil }
        let stride = cairo_image_surface_get_stride(canvas.surface)
        var error = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            imsim_jpeg_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, pixels, Int32(width), Int32(height),
                              stride, &error, error.count)
        }
        cairo_surface_mark_dirty(canvas.surface)
        return status == 0 ? canvas : nil
    }
}
