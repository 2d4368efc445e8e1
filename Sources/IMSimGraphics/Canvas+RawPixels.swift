import CIMSimCairo
import Foundation

/// A canvas's pixels as they are in memory, for handing a picture to another process on the same
/// machine: no compression, so writing and reading cost a copy. Not a file format for people.
extension Canvas {
    private static let rawMagic = Array("IMSIMPX1".utf8)
    private static let rawHeaderSize = rawMagic.count + 9

    /// `IMSIMPX1`, width and height (32-bit little-endian), 1 if opaque, then the rows of native
    /// ARGB32 words, premultiplied, top first.
    public func rawPixelData() -> Data {
        cairo_surface_flush(surface)
        var data = Data(capacity: Self.rawHeaderSize + width * height * 4)
        data.append(contentsOf: Self.rawMagic)
        for value in [UInt32(width), UInt32(height)] { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(isOpaque ? 1 : 0)
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return data }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height { data.append(pixels.advanced(by: y * stride), count: width * 4) }
        return data
    }

    /// Writes `rawPixelData()` to a new file at `path` straight from the canvas's memory.
    public func writeRawPixels(to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        defer { try? file.close() }
        try writeRawPixels(to: file)
    }

    /// Writes `rawPixelData()` to `file` at its current offset, straight from the canvas's memory.
    public func writeRawPixels(to file: FileHandle) throws {
        cairo_surface_flush(surface)
        var header = Self.rawMagic
        for value in [UInt32(width), UInt32(height)] { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        header.append(isOpaque ? 1 : 0)
        try file.write(contentsOf: Data(header))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        if stride == width * 4 {
            try file.write(contentsOf: Data(bytesNoCopy: pixels, count: height * stride, deallocator: .none))
        } else {
            for y in 0..<height {
                try file.write(contentsOf: Data(bytesNoCopy: pixels + y * stride, count: width * 4, deallocator: .none))
            }
        }
    }

    /// True if `data` starts as `rawPixelData()` writes it.
    public static func isRawPixelData(_ data: Data) -> Bool {
        data.count >= rawHeaderSize && data.prefix(rawMagic.count).elementsEqual(rawMagic)
    }

    /// The canvas `rawPixelData()` wrote; nil if the data is not that or is cut short.
    public static func decode(rawPixels data: Data) -> Canvas? {
        guard isRawPixelData(data) else { return nil }
        // Read in place: the pixels are copied once, into the canvas.
        return data.withUnsafeBytes { bytes in decode(rawPixels: bytes) }
    }

    private static func decode(rawPixels bytes: UnsafeRawBufferPointer) -> Canvas? {
        func number(at offset: Int) -> Int {
            Int(UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
        }
        let width = number(at: rawMagic.count), height = number(at: rawMagic.count + 4)
        let opaque = bytes[rawMagic.count + 8] == 1
        guard width <= maximumSide, height <= maximumSide, bytes.count == rawHeaderSize + width * height * 4 else { return nil }
        let canvas = Canvas(width: width, height: height, opaque: opaque)
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(canvas.surface) else { return canvas }
        let stride = Int(cairo_image_surface_get_stride(canvas.surface))
        for y in 0..<height {
            memcpy(pixels.advanced(by: y * stride), bytes.baseAddress!.advanced(by: rawHeaderSize + y * width * 4), width * 4)
        }
        cairo_surface_mark_dirty(canvas.surface)
        return canvas
    }
}
