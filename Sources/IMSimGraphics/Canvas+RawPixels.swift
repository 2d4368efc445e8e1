import CIMSimCairo
import Foundation

/// A canvas's pixels as they are in memory, for handing a picture to another process on the same
/// machine: no compression, and through a file both processes map, no copy. Not a file format for people.
///
/// The layout: a header of `rawHeaderSize` bytes (`IMSIMPX2`, width and height as 32-bit
/// little-endian, 1 if opaque, zeros), then the rows of native ARGB32 words, premultiplied, top first,
/// `4 × width` bytes each, as cairo lays out an image surface (so it can draw from the file's memory).
extension Canvas {
    private static let rawMagic = Array("IMSIMPX2".utf8)
    /// Keeps the rows 64-byte aligned in a mapping, which starts on a page.
    static let rawHeaderSize = 64

    private func rawHeader() -> [UInt8] {
        var header = Self.rawMagic
        for value in [UInt32(width), UInt32(height)] { withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) } }
        header.append(isOpaque ? 1 : 0)
        return header + [UInt8](repeating: 0, count: Self.rawHeaderSize - header.count)
    }

    /// The raw pixel layout above, in memory.
    public func rawPixelData() -> Data {
        cairo_surface_flush(surface)
        var data = Data(capacity: Self.rawHeaderSize + width * height * 4)
        data.append(contentsOf: rawHeader())
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(surface) else { return data }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height { data.append(pixels.advanced(by: y * stride), count: width * 4) }
        return data
    }

    /// Paints this canvas (a recording or pixels) into the file open for reading and writing as
    /// `descriptor`, sized and laid out as raw pixels, drawing straight into the file's memory. The
    /// file's blocks are taken first (a full `/dev/shm` is an error, not a SIGBUS as the memory is
    /// written), and its header is written last: a file painted halfway is no picture.
    public func paint(intoRawPixelFile descriptor: Int32) throws {
        cairo_surface_flush(surface)
        let size = Self.rawHeaderSize + width * height * 4
        Self.unmarkRawPixels(descriptor: descriptor)
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw RawPixelError(operation: "ftruncate") }
        let reserved = posix_fallocate(descriptor, 0, off_t(size))
        guard reserved == 0 else { throw RawPixelError(operation: "posix_fallocate", code: reserved) }
        let mapping = try PixelMapping(descriptor: descriptor, size: size, writable: true)
        func markWhole() { mapping.bytes.copyMemory(from: rawHeader(), byteCount: Self.rawHeaderSize) }
        guard width > 0, height > 0 else { return markWhole() }
        let target = cairo_image_surface_create_for_data(mapping.bytes.advanced(by: Self.rawHeaderSize).assumingMemoryBound(to: UInt8.self),
                                                        isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                        Int32(width), Int32(height), Int32(width * 4))
        let context = cairo_create(target)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(target)
        let status = cairo_surface_status(target)
        cairo_surface_destroy(target)
        guard status == CAIRO_STATUS_SUCCESS else { throw RawPixelError(operation: "cairo paint") }
        markWhole()
    }

    /// Makes the file open as `descriptor` no raw pixels (its first bytes zero), keeping its size.
    public static func unmarkRawPixels(descriptor: Int32) {
        let zeros = [UInt8](repeating: 0, count: rawMagic.count)
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) >= zeros.count else { return }
        _ = zeros.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// True if `data` starts as `rawPixelData()` writes it.
    public static func isRawPixelData(_ data: Data) -> Bool {
        data.count >= rawHeaderSize && data.prefix(rawMagic.count).elementsEqual(rawMagic)
    }

    /// The canvas `rawPixelData()` wrote, copied; nil if the data is not that or is cut short.
    public static func decode(rawPixels data: Data) -> Canvas? {
        guard isRawPixelData(data) else { return nil }
        return data.withUnsafeBytes { bytes in
            guard let (width, height, opaque) = rawSize(bytes) else { return nil }
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

    /// A canvas whose pixels are those of the raw pixel file open as `descriptor`, mapped, not read:
    /// drawing it elsewhere reads the file's memory. Drawing into it changes only this process's
    /// copy of the pages drawn into. Nil if the file is not raw pixels or is cut short.
    public static func mapRawPixels(descriptor: Int32) -> Canvas? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) >= rawHeaderSize,
              let mapping = try? PixelMapping(descriptor: descriptor, size: Int(status.st_size), writable: false) else { return nil }
        let bytes = UnsafeRawBufferPointer(start: mapping.bytes, count: mapping.size)
        guard bytes.prefix(rawMagic.count).elementsEqual(rawMagic), let (width, height, opaque) = rawSize(bytes) else { return nil }
        guard width > 0, height > 0 else { return Canvas(width: width, height: height, opaque: opaque) }
        let surface = cairo_image_surface_create_for_data(mapping.bytes.advanced(by: rawHeaderSize).assumingMemoryBound(to: UInt8.self),
                                                         opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                         Int32(width), Int32(height), Int32(width * 4))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let canvas = Canvas(surface: surface, width: width, height: height, opaque: opaque)
        canvas.storage = mapping
        return canvas
    }

    /// The size in a raw pixel header, if the bytes after it hold exactly that many pixels.
    private static func rawSize(_ bytes: UnsafeRawBufferPointer) -> (Int, Int, Bool)? {
        func number(at offset: Int) -> Int {
            Int(UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
        }
        let width = number(at: rawMagic.count), height = number(at: rawMagic.count + 4)
        guard width <= maximumSide, height <= maximumSide, bytes.count == rawHeaderSize + width * height * 4 else { return nil }
        return (width, height, bytes[rawMagic.count + 8] == 1)
    }
}

/// A failed system call or drawing while handing raw pixels over.
public struct RawPixelError: Error, CustomStringConvertible {
    let operation: String
    var code = errno

    init(operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    public var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}
