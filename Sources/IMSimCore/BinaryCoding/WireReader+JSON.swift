extension WireValue {
    /// The value `bytes` hold (checked, as `WireEncoder` writes them) as JSON: what `writeJSON(into:)`
    /// writes for the same value, with no tree in between.
    public static func writeJSON(bytes: [UInt8], into json: inout [UInt8]) throws(WireFormatError) {
        var reader = WireReader(bytes: bytes)
        try reader.writeJSON(into: &json)
        guard reader.offset == bytes.count else {
            throw WireFormatError(offset: reader.offset, reason: "\(bytes.count - reader.offset) bytes after the value")
        }
    }
}

extension WireReader {
    /// Writes the value at the cursor as JSON and moves past it: map keys sorted as `writeJSON(into:)`
    /// sorts them.
    mutating func writeJSON(into json: inout [UInt8], depth: Int = 0) throws(WireFormatError) {
        guard depth < WireValue.maximumDepth else { throw WireFormatError(offset: offset, reason: "nested deeper than \(WireValue.maximumDepth)") }
        switch try tag() {
        case .null: json.append(contentsOf: "null".utf8)
        case .false: json.append(contentsOf: "false".utf8)
        case .true: json.append(contentsOf: "true".utf8)
        case .unsigned: Self.writeDecimal(try varint(), into: &json)
        case .negative: WireValue.writeJSONNegative(magnitudeMinusOne: try varint(), into: &json)
        case .double: json.append(contentsOf: WireValue.jsonNumber(try double()).utf8)
        case .string: WireValue.writeJSONString(utf8: bytes[try stringBytes()], into: &json)
        case .list:
            json.append(UInt8(ascii: "["))
            for index in 0..<(try count()) {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                try writeJSON(into: &json, depth: depth + 1)
            }
            json.append(UInt8(ascii: "]"))
        case .map:
            var entries: [WireMapEntry] = []
            for _ in 0..<(try count()) {
                let key = try stringBytes()
                entries.append(WireMapEntry(key: key, value: offset))
                try skip(depth: depth + 1)
            }
            let end = offset
            json.append(UInt8(ascii: "{"))
            for (index, entry) in sortedByKey(entries).enumerated() {
                if index > 0 { json.append(UInt8(ascii: ",")) }
                WireValue.writeJSONString(utf8: bytes[entry.key], into: &json)
                json.append(UInt8(ascii: ":"))
                offset = entry.value
                try writeJSON(into: &json, depth: depth + 1)
            }
            json.append(UInt8(ascii: "}"))
            offset = end
        }
    }

    /// `value` in decimal digits, as `String(value)` spells it, without making the string.
    static func writeDecimal(_ value: UInt64, into json: inout [UInt8]) {
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // room for 20 digits, written from the end
        withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            json.append(contentsOf: buffer[start..<20])
        }
    }

    /// Entries in the order of their keys as `String`s compare, which for ASCII is their bytes' order.
    private func sortedByKey(_ entries: [WireMapEntry]) -> [WireMapEntry] {
        let ascii = entries.allSatisfy { entry in bytes[entry.key].allSatisfy { $0 < 0x80 } }
        let precedes: (WireMapEntry, WireMapEntry) -> Bool = ascii
            ? { bytes[$0.key].lexicographicallyPrecedes(bytes[$1.key]) }
            : { String(decoding: bytes[$0.key], as: UTF8.self) < String(decoding: bytes[$1.key], as: UTF8.self) }
        if zip(entries, entries.dropFirst()).allSatisfy({ precedes($0, $1) }) { return entries }
        return entries.sorted(by: precedes)
    }
}
