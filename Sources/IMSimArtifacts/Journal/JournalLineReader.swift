import Foundation
import IMSimModel

/// The lines of a file (a `journal.jsonl`), read a chunk at a time from a byte offset: a file of any
/// size costs one chunk and one line in memory. A line longer than `maximumLineBytes` is skipped and
/// reported, not kept. A last line with no newline is a line. Use from one thread.
public final class JournalLineReader {
    public enum Line: Equatable, Sendable {
        /// A line's bytes (without its newline) and its number, from 1.
        case text([UInt8], number: Int)
        /// A line too long to keep: its number and its length.
        case tooLong(number: Int, bytes: Int)
    }

    public static let defaultMaximumLineBytes = 16 << 20
    static let chunkSize = 64 << 10

    public let maximumLineBytes: Int
    private let descriptor: Int32
    private var chunk: [UInt8] = []
    private var chunkStart = 0
    private var line: [UInt8] = []
    /// Bytes of the current line beyond `maximumLineBytes`, not kept.
    private var overflow = 0
    /// The byte just after the last line returned: where a later reader starts to continue.
    public private(set) var offset: UInt64
    /// The number of the last line returned.
    public private(set) var lineNumber: Int
    /// Bytes read and not yet returned: at most a chunk between lines.
    public var bufferedByteCount: Int { chunk.count - chunkStart + line.count }

    /// Opens `path` at byte `offset`, the start of line `lineNumber + 1`.
    public init(path: String, offset: UInt64 = 0, lineNumber: Int = 0, maximumLineBytes: Int = defaultMaximumLineBytes) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError.error(fromErrno: errno, path: path) }
        if offset > 0, lseek(descriptor, off_t(offset), SEEK_SET) < 0 {
            let error = CocoaError.error(fromErrno: errno, path: path)
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        self.offset = offset
        self.lineNumber = lineNumber
        self.maximumLineBytes = maximumLineBytes
    }

    deinit {
        close(descriptor)
    }

    /// The next line; nil at the end of the file (a read error ends it too). Lines appended later are
    /// read by a later call.
    public func next() -> Line? {
        while true {
            if chunkStart == chunk.count {
                guard refill() else { return finishLastLine() }
            }
            let newline = chunk[chunkStart...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? chunk.count
            keep(chunk[chunkStart..<end])
            chunkStart = end
            guard newline != nil else { continue }
            chunkStart += 1
            return finishLine(consumedNewline: true)
        }
    }

    private func keep(_ bytes: ArraySlice<UInt8>) {
        let room = maximumLineBytes - line.count
        if overflow == 0, bytes.count <= room {
            line.append(contentsOf: bytes)
        } else {
            line.append(contentsOf: bytes.prefix(max(0, room)))
            overflow += bytes.count - max(0, room)
        }
    }

    private func finishLastLine() -> Line? {
        guard !line.isEmpty || overflow > 0 else { return nil }
        return finishLine(consumedNewline: false)
    }

    private func finishLine(consumedNewline: Bool) -> Line {
        lineNumber += 1
        let length = line.count + overflow
        offset += UInt64(length + (consumedNewline ? 1 : 0))
        defer {
            line.removeAll(keepingCapacity: line.capacity <= Self.chunkSize)
            overflow = 0
        }
        guard overflow == 0 else { return .tooLong(number: lineNumber, bytes: length) }
        // A copy of its own size: the working buffer keeps its capacity for the next line, and a
        // reader holding many lines (`JournalBatches`) holds only their bytes.
        let text = [UInt8](unsafeUninitializedCapacity: line.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: line)
        }
        return .text(text, number: lineNumber)
    }

    private func refill() -> Bool {
        chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        var count = 0
        repeat {
            count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        chunk.removeSubrange(max(0, count)...)
        chunkStart = 0
        return count > 0
    }
}

extension CocoaError {
    /// A file error for `errno`, naming the file.
    static func error(fromErrno code: Int32, path: String) -> CocoaError {
        CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path,
                                                 NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(code)))"])
    }
}
