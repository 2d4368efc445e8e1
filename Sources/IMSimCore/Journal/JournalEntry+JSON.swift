extension JournalEntry {
    /// The entry in its two forms: the wire value clients get in `FromRun.entries`, and its line of
    /// `journal.jsonl` (docs/JOURNAL.md): JSON with sorted keys, then a newline.
    public func encoded() -> (wire: [UInt8], jsonLine: [UInt8]) {
        let tree = self.tree
        var wire: [UInt8] = []
        tree.write(into: &wire)
        return (wire, Self.jsonLine(of: tree))
    }

    /// The entry's line of `journal.jsonl` alone.
    public func jsonLine() -> [UInt8] {
        Self.jsonLine(of: tree)
    }

    /// The entry's wire value alone, as clients get it.
    public func wire() -> [UInt8] {
        var wire: [UInt8] = []
        tree.write(into: &wire)
        return wire
    }

    private var tree: WireValue {
        do {
            return try WireEncoder().encodeTree(self)
        } catch {
            preconditionFailure("journal entries always encode: \(error)")
        }
    }

    private static func jsonLine(of tree: WireValue) -> [UInt8] {
        var json: [UInt8] = []
        tree.writeJSON(into: &json)
        json.append(UInt8(ascii: "\n"))
        return json
    }
}
