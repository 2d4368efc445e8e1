extension JournalEntry {
    /// The entry in its two forms: the wire value clients get in `FromRun.entries`, and its line of
    /// `journal.jsonl` (docs/JOURNAL.md): JSON with sorted keys, then a newline.
    public func encoded() -> (wire: [UInt8], jsonLine: [UInt8]) {
        let wire = self.wire()
        return (wire, Self.jsonLine(ofWire: wire))
    }

    /// The entry's line of `journal.jsonl` alone.
    public func jsonLine() -> [UInt8] {
        Self.jsonLine(ofWire: wire())
    }

    /// The entry's wire value alone, as clients get it.
    public func wire() -> [UInt8] {
        wireBytes()
    }

    private static func jsonLine(ofWire wire: [UInt8]) -> [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(wire.count * 2)
        do {
            try WireValue.writeJSON(bytes: wire, into: &json)
        } catch {
            preconditionFailure("the encoder's bytes are a value: \(error)")
        }
        json.append(UInt8(ascii: "\n"))
        return json
    }
}
