extension RunToClient {
    /// The payload of `.entries` around entries already in wire form (`JournalEntry.wire()`), so
    /// the run encodes each journal entry once whatever the number of clients. The same bytes as
    /// encoding `.entries(entries)`: `{"entries": {"_0": [entry, ...]}}`.
    public static func entriesPayload(encoded entries: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        WireValue.writeHeader(.map, count: 1, into: &bytes)
        WireValue.writeString("entries", into: &bytes)
        WireValue.writeHeader(.map, count: 1, into: &bytes)
        WireValue.writeString("_0", into: &bytes)
        WireValue.writeHeader(.list, count: entries.count, into: &bytes)
        for entry in entries { bytes.append(contentsOf: entry) }
        return bytes
    }
}
