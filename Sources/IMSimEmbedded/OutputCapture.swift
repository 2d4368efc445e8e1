import Foundation

/// What extension code prints while the embedded run lets it work: standard output and standard
/// error go to a file of their own for that time, and come back as lines, as an extension process's
/// output reaches its phone. Around one piece of work at a time, on the main thread.
@MainActor
final class OutputCapture {
    private let file: FileHandle
    private let path: String
    private var partial: [UInt8] = []

    /// `directory`: where the file is kept while the run lasts.
    init?(directory: String) {
        path = directory + "/.embedded-output"
        let descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Runs `work` with standard output and error in the file; returns its result and the whole lines printed.
    func capture<T>(_ work: () -> T) -> (T, lines: [String]) {
        fflush(nil)
        let savedOut = dup(STDOUT_FILENO), savedError = dup(STDERR_FILENO)
        dup2(file.fileDescriptor, STDOUT_FILENO)
        dup2(file.fileDescriptor, STDERR_FILENO)
        let result = work()
        fflush(nil)
        dup2(savedOut, STDOUT_FILENO)
        dup2(savedError, STDERR_FILENO)
        close(savedOut)
        close(savedError)
        return (result, takeLines())
    }

    private func takeLines() -> [String] {
        let descriptor = file.fileDescriptor
        let length = lseek(descriptor, 0, SEEK_END)
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let read = pread(descriptor, &bytes, bytes.count, 0)
        _ = ftruncate(descriptor, 0)
        _ = lseek(descriptor, 0, SEEK_SET)
        partial += bytes.prefix(max(0, read))
        var lines: [String] = []
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: partial[..<newline], as: UTF8.self))
            partial.removeSubrange(...newline)
        }
        return lines
    }

    func remove() {
        unlink(path)
    }
}
