extension JournalEntry {
    /// The entry in its two forms: the wire value clients get in `FromRun.entries`, and its line of
    /// `journal.jsonl` (docs/JOURNAL.md): JSON with sorted keys, then a newline.
    public func encoded() -> (wire: [UInt8], jsonLine: [UInt8]) {
        let tree: WireValue
        do {
            tree = try WireEncoder().encodeTree(self)
        } catch {
            preconditionFailure("journal entries always encode: \(error)")
        }
        var wire: [UInt8] = [], json: [UInt8] = []
        tree.write(into: &wire)
        tree.writeJSON(into: &json)
        json.append(UInt8(ascii: "\n"))
        return (wire, json)
    }
}
