import CIMSimCairo
import Foundation

/// Encoding to and decoding from PNG, in memory: encoding with imsim's own writer (PNGWriter, zlib
/// at its fastest level), decoding with cairo's stream functions.
extension Canvas {
    /// The canvas as a PNG (RGBA, or RGB when no pixel is translucent); empty if encoding failed,
    /// as it does for a canvas with no pixels. The pixels are those cairo's own writer stores
    /// (`cairoPNGData()`), compressed less tightly and 5 to 9 times faster (docs/DECISIONS.md, "Drawing").
    public func pngData() -> Data {
        guard width > 0, height > 0 else { return Data() }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { return cairoPNGData() }
        let pixels = CairoPixels(data: data, stride: Int(cairo_image_surface_get_stride(surface)), width: width,
                                 height: height, hasAlpha: format == CAIRO_FORMAT_ARGB32)
        let png = if pixels.isTranslucent {
            PNGWriter(width: width, height: height, colorType: .rgba).encode { y, row in pixels.rgbaRow(y, into: row) }
        } else {
            PNGWriter(width: width, height: height, colorType: .rgb).encode { y, row in pixels.rgbRow(y, into: row) }
        }
        return png ?? Data()
    }

    /// The canvas as a PNG, as `pngData()` encodes it, made faster by `previous`, the encoding of an
    /// earlier canvas of the same size: the bands of rows both share are not deflated again (a
    /// phone's next picture differs from its last in a few places). The bytes are those `pngData()`
    /// gives. The canvas must not be drawn into afterwards if the result is to be reused.
    public func pngEncoding(after previous: PNGEncoding?) -> PNGEncoding {
        guard width > 0, height > 0 else { return PNGEncoding(png: Data(), canvas: self, colorType: .rgb, bands: []) }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else {
            return PNGEncoding(png: cairoPNGData(), canvas: self, colorType: .rgb, bands: [])
        }
        let pixels = CairoPixels(data: data, stride: Int(cairo_image_surface_get_stride(surface)), width: width,
                                 height: height, hasAlpha: format == CAIRO_FORMAT_ARGB32)
        let colorType: PNGWriter.ColorType = pixels.isTranslucent ? .rgba : .rgb
        let earlier = previous.flatMap { $0.matches(self, colorType: colorType) ? $0 : nil }
        return encoded(pixels, colorType: colorType, after: earlier) { read in
            earlier?.canvas.hasSameRows(as: self, read) ?? false
        }
    }

    /// The canvas as a PNG, as `pngData()` encodes it, after `previous`, the encoding of this same
    /// canvas before it was drawn into again in `changedRows` only (possibly none): the bands clear
    /// of those rows (and of the row above them) are taken from `previous` without comparing pixels.
    public func pngEncoding(after previous: PNGEncoding, changedRows: Range<Int>) -> PNGEncoding {
        guard width > 0, height > 0, previous.canvas === self, previous.colorType == .rgb, isOpaque,
              let data = cairo_image_surface_get_data(surface) else { return pngEncoding(after: nil) }
        cairo_surface_flush(surface)
        let pixels = CairoPixels(data: data, stride: Int(cairo_image_surface_get_stride(surface)), width: width,
                                 height: height, hasAlpha: false)
        return encoded(pixels, colorType: .rgb, after: previous) { read in !changedRows.overlaps(read) }
    }

    /// `pixels` as a PNG, taking each band of `earlier`'s whose rows, with the row above them (which
    /// its filter reads), are `unchanged`.
    private func encoded(_ pixels: CairoPixels, colorType: PNGWriter.ColorType, after earlier: PNGEncoding?,
                         unchanged: (_ read: Range<Int>) -> Bool) -> PNGEncoding {
        var earlierBands = earlier.map { Dictionary(uniqueKeysWithValues: $0.bands.map { ($0.rows, $0) }) } ?? [:]
        var reused: [Range<Int>] = []
        let upFiltered: @Sendable (Int, UnsafeMutablePointer<UInt8>) -> Void = { y, row in pixels.rgbUpRow(y, into: row) }
        let result = PNGWriter(width: width, height: height, colorType: colorType).encode(reusing: { rows in
            guard let band = earlierBands.removeValue(forKey: rows), unchanged(max(0, rows.lowerBound - 1)..<rows.upperBound) else {
                return nil
            }
            reused.append(rows)
            return band
        }, upFilteredRow: colorType == .rgb ? upFiltered : nil) { y, row in
            if colorType == .rgba { pixels.rgbaRow(y, into: row) } else { pixels.rgbRow(y, into: row) }
        }
        return PNGEncoding(png: result?.png ?? Data(), canvas: self, colorType: colorType, bands: result?.bands ?? [],
                           unchangedRows: reused)
    }

    /// True if `rows` hold the same bytes in this canvas and `other`, of the same size and format.
    func hasSameRows(as other: Canvas, _ rows: Range<Int>) -> Bool {
        guard let mine = cairo_image_surface_get_data(surface), let theirs = cairo_image_surface_get_data(other.surface) else {
            return false
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard stride == Int(cairo_image_surface_get_stride(other.surface)) else { return false }
        return memcmp(mine + rows.lowerBound * stride, theirs + rows.lowerBound * stride, rows.count * stride) == 0
    }

    /// The canvas as cairo's own writer encodes it (libpng at its default compression): what
    /// `pngData()` returned before it had its own writer; tests compare the two.
    func cairoPNGData() -> Data {
        guard width > 0, height > 0 else { return Data() }
        cairo_surface_flush(surface)
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { pointer in
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? output : Data()
    }

    /// A canvas holding the decoded image; nil if `png` is not a PNG cairo can read.
    /// APNGs decode to their default image.
    public static func decode(png: Data) -> Canvas? {
        guard PNGInfo(data: png) != nil else { return nil }
        let reader = PNGReader(bytes: [UInt8](png))
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let format = cairo_image_surface_get_format(surface)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            return Canvas(surface: surface)
        }
        // Any other layout (a future cairo's wide formats) is painted into ARGB32.
        defer { cairo_surface_destroy(surface) }
        let canvas = Canvas(width: Int(cairo_image_surface_get_width(surface)),
                            height: Int(cairo_image_surface_get_height(surface)))
        cairo_set_source_surface(canvas.context, surface, 0, 0)
        cairo_paint(canvas.context)
        return canvas.isValid ? canvas : nil
    }
}

/// Hands out a PNG's bytes to cairo in the chunks it asks for.
private final class PNGReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies exactly `count` bytes, or returns false at the end of the data.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        guard count > 0 else { return true }
        bytes.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}

