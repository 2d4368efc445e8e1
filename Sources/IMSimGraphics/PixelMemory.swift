import Foundation

/// A large canvas's pixels in memory of their own, which a child process does not inherit
/// (`MADV_DONTFORK`) and which the kernel may give in huge pages (`MADV_HUGEPAGE`). A phone starts
/// extension processes (libuv forks) while it keeps two full-screen canvases (12 MB each at 3x):
/// each `fork` marked all their pages copy-on-write, and the next picture took a page fault for
/// every page it wrote (BENCHMARKS.md, stop 39). In 2 MB pages a canvas's first drawing takes 6
/// faults instead of 2,900 (stop 40).
final class PixelMemory {
    /// Canvases at least this large take memory of their own when asked; smaller ones cairo's.
    static let minimumSize = 1 << 20
    /// A huge page: the mapping is aligned to it so that every whole one inside can be one.
    static let hugePageSize = 2 << 20

    /// Where the pixels start, on a huge page's boundary.
    let bytes: UnsafeMutableRawPointer
    let size: Int
    /// The whole mapping, `bytes` and the alignment around it.
    private let mapping: UnsafeMutableRawPointer
    private let mappedSize: Int

    /// Zero-filled memory of `size` bytes; nil if it could not be mapped.
    init?(size: Int) {
        let mappedSize = size + Self.hugePageSize
        let address = mmap(nil, mappedSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let address, address != MAP_FAILED else { return nil }
        let offset = (Self.hugePageSize - Int(bitPattern: address) % Self.hugePageSize) % Self.hugePageSize
        bytes = address + offset
        mapping = address
        self.mappedSize = mappedSize
        self.size = size
        // Refused (an old kernel, or huge pages turned off): the memory works as before.
        _ = madvise(address, mappedSize, MADV_DONTFORK)
        _ = madvise(bytes, size, MADV_HUGEPAGE)
    }

    deinit {
        munmap(mapping, mappedSize)
    }
}
