import Foundation

/// Append-only text files of the run's artifacts, opened on first use and kept open until closed.
/// Runs on the loop's thread.
final class LogFiles {
    private var handles: [String: FileHandle] = [:]

    /// Appends `data` to the file at `path`, creating it and its folder if needed.
    func append(_ data: Data, to path: String) {
        guard let handle = handle(path) else { return }
        handle.write(data)
    }

    func appendLine(_ line: String, to path: String) {
        append(Data((line + "\n").utf8), to: path)
    }

    private func handle(_ path: String) -> FileHandle? {
        if let handle = handles[path] { return handle }
        let manager = FileManager.default
        try? manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if !manager.fileExists(atPath: path) { _ = manager.createFile(atPath: path, contents: nil) }
        guard let handle = FileHandle(forWritingAtPath: path) else { return nil }
        handle.seekToEndOfFile()
        handles[path] = handle
        return handle
    }

    func closeAll() {
        for handle in handles.values { try? handle.close() }
        handles.removeAll()
    }
}
