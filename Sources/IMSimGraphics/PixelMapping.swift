import Foundation

/// A file's bytes mapped into memory, unmapped when released: the memory a canvas of raw pixels
/// reads and draws into (`Canvas.mapRawPixels(descriptor:)`). Writable mappings are shared with
/// the file; read-only ones are private, so that drawing into them never reaches the file.
final class PixelMapping {
    let bytes: UnsafeMutableRawPointer
    let size: Int

    init(descriptor: Int32, size: Int, writable: Bool) throws {
        let protection = PROT_READ | PROT_WRITE
        // A shared mapping is painted whole: its pages are mapped in one call rather than a fault each.
        // (Populating a private one would copy each page, as a write to it does.)
        let address = mmap(nil, size, protection, writable ? MAP_SHARED | MAP_POPULATE : MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { throw RawPixelError(operation: "mmap") }
        bytes = address
        self.size = size
    }

    deinit {
        munmap(bytes, size)
    }
}
