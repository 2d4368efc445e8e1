import Foundation
import IMSimCore
import IMSimModel

extension PhoneInputs {
    /// The order in which the phones of the run whose journal is at `path` handled their inputs.
    public init(journalAt path: String) throws {
        self.init(journal: try JournalEntries.read(at: path) { if case .phone = $0.event { true } else { false } })
    }
}

/// A journal file's entries, in memory: for short uses (a console's catching up, a replay's order).
package enum JournalEntries {
    /// The entries of the journal at `path` that `keep` keeps; lines that are no entry are skipped.
    package static func read(at path: String, keep: (JournalEntry) -> Bool = { _ in true }) throws -> [JournalEntry] {
        let reader = try JournalLineReader(path: path)
        let decoder = JSONDecoder()
        var entries: [JournalEntry] = []
        while let line = reader.next() {
            guard case let .text(bytes, _) = line, let entry = try? decoder.decode(JournalEntry.self, from: Data(bytes)),
                  keep(entry) else { continue }
            entries.append(entry)
        }
        return entries
    }
}
