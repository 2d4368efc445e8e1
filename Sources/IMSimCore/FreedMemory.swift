import Foundation

/// Gives the memory freed so far back to the system. glibc keeps what a process frees for its next
/// allocations: after parsing a long scenario (its YAML tree, freed once read) the runner held that
/// memory for the rest of the run. `malloc_trim` is glibc's own, not in Swift's Glibc module: it is
/// looked up once; without it (another C library) nothing is given back.
public enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim").map {
        unsafeBitCast($0, to: Trim.self)
    }

    public static func giveBack() {
        _ = trim?(0)
    }
}
