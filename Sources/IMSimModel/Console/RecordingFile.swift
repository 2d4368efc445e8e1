import Foundation

/// Where a console writes a recorded scenario: a new file, or, when asked, over a regular file. Never
/// over a link, a folder, a device or anything else that is not a regular file. The text is written
/// beside the file first and then linked (new) or renamed (replacing) into place, so the file is whole
/// or absent. Call from any thread.
public enum RecordingFile {
    /// Why a recording cannot go to `path` now; nil when it can. `replaceHint` says how to ask to replace.
    public static func problem(at path: String, replacing: Bool, replaceHint: String) -> RecordingFileError? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? nil : RecordingFileError(path: path, reason: String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return replacing ? nil : RecordingFileError(path: path, reason: "it exists already (\(replaceHint) replaces it)")
        case S_IFLNK: return refusal(path, "a symbolic link")
        case S_IFDIR: return refusal(path, "a folder")
        case S_IFCHR, S_IFBLK: return refusal(path, "a device")
        case S_IFIFO: return refusal(path, "a named pipe")
        default: return refusal(path, "not a regular file")
        }
    }

    private static func refusal(_ path: String, _ what: String) -> RecordingFileError {
        RecordingFileError(path: path, reason: "it is \(what); a recording goes only to a new file or over a regular file")
    }

    /// Writes `contents` to `path` as `problem(at:)` allows.
    public static func write(_ contents: String, to path: String, replacing: Bool, replaceHint: String) throws(RecordingFileError) {
        if let problem = problem(at: path, replacing: replacing, replaceHint: replaceHint) { throw problem }
        let url = URL(fileURLWithPath: path)
        var template = Array((url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path, "cannot make a file in its folder") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(temporary) }
        guard writeAll(Array(contents.utf8), to: descriptor) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw RecordingFileError(path: path, reason: reason)
        }
        var existing = stat()
        let mode = replacing && lstat(path, &existing) == 0 ? existing.st_mode & 0o777 : 0o644
        fchmod(descriptor, mode)
        guard close(descriptor) == 0 else { throw failure(path, "") }
        if replacing {
            // Checked again: the path may have changed while the text was written.
            if let problem = problem(at: path, replacing: true, replaceHint: replaceHint) { throw problem }
            guard rename(temporary, path) == 0 else { throw failure(path, "") }
        } else {
            // link(2) fails if anything holds the name now: nothing is replaced.
            guard link(temporary, path) == 0 else {
                if errno == EEXIST { throw problem(at: path, replacing: false, replaceHint: replaceHint) ?? failure(path, "") }
                throw failure(path, "")
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// The error of the last system call, with `context` before it.
    private static func failure(_ path: String, _ context: String) -> RecordingFileError {
        let reason = String(cString: strerror(errno))
        return RecordingFileError(path: path, reason: context.isEmpty ? reason : "\(context): \(reason)")
    }
}

/// A recording that cannot be written: the path and why.
public struct RecordingFileError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot record to \(path): \(reason)" }
}
