import Foundation

/// Writes a file imsim can make again (a step's picture): created or replaced, with the umask's
/// permissions, and not synced to the disk. `Data.write(to:)` syncs every file it writes, which cost
/// a phone's picture queue about a millisecond a file, waiting on the disk (docs/DECISIONS.md,
/// "Drawing over the last picture").
public enum RemakeableFile {
    public static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                written += count
            }
        }
    }
}
