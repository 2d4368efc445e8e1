import Foundation
import IMSimCore
import IMSimModel

extension PhoneInputs {
    /// The order in which the phones of the run whose journal is at `path` handled their inputs;
    /// lines that are no entry are skipped.
    public init(journalAt path: String) throws {
        let reader = try JournalLineReader(path: path)
        let decoder = JSONDecoder()
        var entries: [JournalEntry] = []
        while let line = reader.next() {
            guard case let .text(bytes, _) = line, let entry = try? decoder.decode(JournalEntry.self, from: Data(bytes)),
                  case .phone = entry.event else { continue }
            entries.append(entry)
        }
        self.init(journal: entries)
    }
}
