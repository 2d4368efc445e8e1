import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel

/// A client's way through the journal file, from the entry it asked for up to the entries it will
/// get live: old entries are read back from `journal.jsonl` a batch at a time, so the run keeps no
/// entry in memory for a client that joins late or reads slowly. Runs on the loop's thread.
final class JournalCatchUp {
    struct Gap: Error, CustomStringConvertible {
        let expected: Int
        let line: Int
        var description: String { "the journal file has no entry \(expected) at line \(line)" }
    }

    private let reader: JournalLineReader
    private let decoder = JSONDecoder()
    /// The index of the next entry to send.
    private(set) var nextIndex: Int

    /// Opens the journal at `path` and skips to entry `from` (entry N is line N + 1).
    init(path: String, from: Int) throws {
        reader = try JournalLineReader(path: path)
        nextIndex = 0
        while nextIndex < from, reader.next() != nil { nextIndex += 1 }
    }

    /// The wire form of the next entries, below index `end`, about `budget` bytes of them (at least
    /// one entry while any is left). Throws if the file does not hold them.
    func next(before end: Int, budget: Int) throws(Gap) -> [[UInt8]] {
        var batch: [[UInt8]] = []
        var size = 0
        while nextIndex < end, size < budget {
            guard case let .text(bytes, _)? = reader.next(),
                  let entry = try? decoder.decode(JournalEntry.self, from: Data(bytes)), entry.index == nextIndex else {
                throw Gap(expected: nextIndex, line: reader.lineNumber)
            }
            let wire = entry.wire()
            batch.append(wire)
            size += wire.count
            nextIndex += 1
        }
        return batch
    }

    /// Bytes held: one chunk of the file at most, whatever the journal's length.
    var bufferedByteCount: Int { reader.bufferedByteCount }
}
