import Foundation
import IMSimCore
import IMSimModel

extension ChromeTrace {
    /// The trace of the journal at `path`, read a line at a time; lines that are not entries are skipped.
    public static func of(journalAt path: String) throws -> ChromeTrace {
        let reader = try JournalLineReader(path: path)
        let decoder = JSONDecoder()
        var trace = ChromeTrace()
        while let line = reader.next() {
            guard case .text(let bytes, _) = line, let entry = try? decoder.decode(JournalEntry.self, from: Data(bytes)) else { continue }
            trace.add(entry)
        }
        trace.finish()
        return trace
    }
}
