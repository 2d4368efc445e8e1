import Foundation
import IMSimModel

/// Append-only text files of the run's artifacts, opened on first use and kept open until closed.
/// Runs on the loop's thread.
package final class LogFiles {
    private var files: [String: AppendOnlyFile] = [:]

    package init() {}

    /// Appends `data` to the file at `path`, creating it and its folder if needed.
    package func append(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try file(path).append(bytes)
    }

    package func appendLine(_ line: String, to path: String) throws(FileWriteError) {
        try append(Array((line + "\n").utf8), to: path)
    }

    private func file(_ path: String) throws(FileWriteError) -> AppendOnlyFile {
        if let file = files[path] { return file }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let file = try AppendOnlyFile(path: path, truncating: false)
        files[path] = file
        return file
    }

    package func closeAll() {
        for file in files.values { file.close() }
        files.removeAll()
    }
}
