import Foundation

/// A large canvas's pixels in memory of their own, which a child process does not inherit
/// (`MADV_DONTFORK`). A phone starts extension processes (libuv forks) while it keeps two
/// full-screen canvases (12 MB each at 3x): each `fork` marked all their pages copy-on-write, and
/// the next picture took a page fault for every page it wrote (BENCHMARKS.md, stop 39).
final class PixelMemory {
    /// Canvases at least this large take memory of their own when asked; smaller ones cairo's.
    static let minimumSize = 1 << 20

    let bytes: UnsafeMutableRawPointer
    let size: Int

    /// Zero-filled memory of `size` bytes; nil if it could not be mapped.
    init?(size: Int) {
        let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else { return nil }
        // Refused (an old kernel): the memory works as before, only inherited.
        _ = madvise(address, size, MADV_DONTFORK)
        bytes = address
        self.size = size
    }

    deinit {
        munmap(bytes, size)
    }
}
