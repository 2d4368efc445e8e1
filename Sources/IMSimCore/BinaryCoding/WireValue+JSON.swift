extension WireValue {
    /// The value as JSON, keys sorted, what `JSONEncoder` with `.sortedKeys` and
    /// `.withoutEscapingSlashes` writes for the same `Codable` value (a double as its `description`
    /// without a trailing `.0`: `3`, `-0`, `1e+300`); a double that is not finite, which `JSONEncoder`
    /// refuses, is written as null. The run writes its journal lines this way: one encoding serves the journal file
    /// and the clients' frames.
    public func writeJSON(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .unsigned(let value): bytes.append(contentsOf: String(value).utf8)
        case .negative(let magnitudeMinusOne): Self.writeJSONNegative(magnitudeMinusOne: magnitudeMinusOne, into: &bytes)
        case .double(let value): bytes.append(contentsOf: Self.jsonNumber(value).utf8)
        case .string(let text): Self.writeJSONString(text, into: &bytes)
        case .list(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.writeJSON(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .map(let entries):
            bytes.append(UInt8(ascii: "{"))
            let sorted = zip(entries, entries.dropFirst()).allSatisfy { $0.key < $1.key } ? entries : entries.sorted { $0.key < $1.key }
            for (index, entry) in sorted.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeJSONString(entry.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                entry.value.writeJSON(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    static func writeJSONNegative(magnitudeMinusOne: UInt64, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "-"))
        if magnitudeMinusOne == .max {
            bytes.append(contentsOf: "18446744073709551616".utf8)
        } else {
            bytes.append(contentsOf: String(magnitudeMinusOne + 1).utf8)
        }
    }

    /// What `JSONEncoder` writes for a finite double; null otherwise.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeJSONString(_ text: String, into bytes: inout [UInt8]) {
        writeJSONString(utf8: text.utf8, into: &bytes)
    }

    static func writeJSONString(utf8: some Sequence<UInt8>, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
