import Dispatch
import Foundation
import IMSimCore

/// Reads a journal's lines a batch at a time and decodes each batch on every core, the entries in
/// the file's order: decoding JSON is most of what reading a finished run's journal costs (`imsim
/// show`, the end of a live run), and each line decodes on its own. One batch is held at a time.
final class JournalBatches {
    private let reader: JournalLineReader
    private let linesPerBatch: Int
    private let workers: Int
    /// A batch ends at this many bytes of lines, whatever their number (a line may be 16 MiB).
    static let batchBytes = 8 << 20

    init(path: String, linesPerBatch: Int = 4096, workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        reader = try JournalLineReader(path: path)
        self.linesPerBatch = linesPerBatch
        self.workers = max(1, workers)
    }

    /// The next lines of the file, decoded; nil at its end.
    func next() -> [JournalReplay.DecodedLine]? {
        var collected: [JournalLineReader.Line] = []
        collected.reserveCapacity(linesPerBatch)
        var bytes = 0
        while collected.count < linesPerBatch, bytes < Self.batchBytes, let line = reader.next() {
            if case let .text(text, _) = line { bytes += text.count }
            collected.append(line)
        }
        guard !collected.isEmpty else { return nil }
        let maximumLineBytes = reader.maximumLineBytes
        let lines = collected
        let slices = min(workers, lines.count)
        let decoded = DecodedSlots(count: lines.count)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let decoder = JSONDecoder()
            for index in stride(from: slice, to: lines.count, by: slices) {
                decoded.put(JournalReplay.decode(lines[index], maximumLineBytes: maximumLineBytes, decoder: decoder), at: index)
            }
        }
        return decoded.values
    }
}

/// Where the workers put what they decoded: each writes only the indices of its own slice, through
/// memory no Swift access is checked on.
private final class DecodedSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<JournalReplay.DecodedLine>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: .empty)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func put(_ line: JournalReplay.DecodedLine, at index: Int) {
        slots[index] = line
    }

    var values: [JournalReplay.DecodedLine] { Array(slots) }
}
