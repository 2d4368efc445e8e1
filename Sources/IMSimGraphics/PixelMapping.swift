import Foundation

/// A file's bytes mapped into memory, unmapped when released: the memory a canvas of raw pixels
/// reads and draws into (`Canvas.mapRawPixels(descriptor:)`). Writable mappings are shared with
/// the file; read-only ones are private, so that drawing into them never reaches the file.
final class PixelMapping {
    let bytes: UnsafeMutableRawPointer
    let size: Int

    init(descriptor: Int32, size: Int, writable: Bool) throws {
        let protection = PROT_READ | PROT_WRITE
        // Not MAP_POPULATE: it halves the faults of a run with pictures but not its CPU (BENCHMARKS.md, stop 40).
        let address = mmap(nil, size, protection, writable ? MAP_SHARED : MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { throw RawPixelError(operation: "mmap") }
        bytes = address
        self.size = size
    }

    deinit {
        munmap(bytes, size)
    }
}
