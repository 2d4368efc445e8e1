import Foundation

/// A file written a part at a time and put in place whole: the parts go to a new file beside it,
/// synced and renamed over the path once all are written (as `Data.write(to:options: .atomic)`
/// does, without holding the whole file in memory), with the permissions the umask gives a new
/// file. On a failure the path is left as it was, and the error is the system's (`POSIXError`).
enum PageFile {
    static func write(to path: String, _ produce: (_ output: (Data) throws -> Void) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + "." + String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure() }
        var placed = false
        defer { if !placed { unlink(temporary) } }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try produce { part in try file.write(contentsOf: part) }
        guard fsync(descriptor) == 0 else { throw failure() }
        try file.close()
        guard rename(temporary, path) == 0 else { throw failure() }
        placed = true
    }

    private static func failure(_ code: Int32 = errno) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
