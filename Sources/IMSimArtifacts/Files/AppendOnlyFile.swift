import Foundation
import IMSimModel

/// A file the run appends to (the journal, a log): each append is whole or undone, so a full disk
/// never leaves part of a line at its end. Used from one thread at a time (the loop's for logs, the
/// journal's for the journal).
package final class AppendOnlyFile {
    let path: String
    private var descriptor: Int32
    /// The length of what was written whole.
    private var length: off_t

    /// Opens the file at `path` for appending, creating it; `truncating` empties it first.
    package init(path: String, truncating: Bool) throws(FileWriteError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | (truncating ? O_TRUNC : 0), 0o644)
        guard descriptor >= 0 else { throw FileWriteError(path: path) }
        length = max(0, lseek(descriptor, 0, SEEK_END))
    }

    /// Writes `bytes` at the end; on failure cuts the file back to its length before, and throws.
    package func append(_ bytes: [UInt8]) throws(FileWriteError) {
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "the file is closed") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let failure = written < 0 ? errno : ENOSPC
                if offset > 0 { _ = ftruncate(descriptor, length) }
                throw FileWriteError(path: path, errorNumber: failure)
            }
            offset += written
        }
        length += off_t(bytes.count)
    }

    package func close() {
        guard descriptor >= 0 else { return }
        _ = Foundation.close(descriptor)
        descriptor = -1
    }

    deinit { close() }
}
