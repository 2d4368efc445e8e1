import Foundation

extension JournalEntry {
    /// The entry as one line of `journal.jsonl` (docs/JOURNAL.md): JSON with sorted keys, and a newline.
    public func jsonLine() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(self) + Data([UInt8(ascii: "\n")])
        } catch {
            preconditionFailure("journal entries always encode: \(error)")
        }
    }
}
