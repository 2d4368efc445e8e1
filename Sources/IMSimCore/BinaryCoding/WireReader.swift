/// A cursor over a frame's bytes: reads a value as a tree, checks one without building anything, or
/// (once checked) finds where each part of one is.
struct WireReader {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func value(depth: Int) throws(WireFormatError) -> WireValue {
        guard depth < WireValue.maximumDepth else { throw failure("nested deeper than \(WireValue.maximumDepth)") }
        switch try tag() {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .unsigned: return .unsigned(try varint())
        case .negative: return .negative(magnitudeMinusOne: try varint())
        case .double: return .double(try double())
        case .string: return .string(try string())
        case .list:
            let count = try count()
            var items: [WireValue] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try value(depth: depth + 1)) }
            return .list(items)
        case .map:
            let count = try count()
            var entries: [(key: String, value: WireValue)] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try string()
                entries.append((key, try value(depth: depth + 1)))
            }
            return .map(entries)
        }
    }

    /// Moves past one value, checking it as `value(depth:)` does, building nothing.
    mutating func skip(depth: Int) throws(WireFormatError) {
        guard depth < WireValue.maximumDepth else { throw failure("nested deeper than \(WireValue.maximumDepth)") }
        switch try tag() {
        case .null, .false, .true: return
        case .unsigned, .negative: _ = try varint()
        case .double: _ = try double()
        case .string: _ = try stringBytes()
        case .list:
            for _ in 0..<(try count()) { try skip(depth: depth + 1) }
        case .map:
            for _ in 0..<(try count()) {
                _ = try stringBytes()
                try skip(depth: depth + 1)
            }
        }
    }

    mutating func tag() throws(WireFormatError) -> WireTag {
        let start = offset
        guard let tag = WireTag(rawValue: try byte()) else { throw WireFormatError(offset: start, reason: "unknown tag \(bytes[start])") }
        return tag
    }

    private mutating func byte() throws(WireFormatError) -> UInt8 {
        guard offset < bytes.count else { throw failure("the value ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws(WireFormatError) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            let next = try byte()
            let bits = UInt64(next & 0x7F)
            guard shift < 63 || bits <= 1 else { throw failure("an integer over 64 bits") }
            value |= bits << UInt64(shift)
            if next & 0x80 == 0 { return value }
        }
        throw failure("an integer over 64 bits")
    }

    mutating func double() throws(WireFormatError) -> Double {
        guard bytes.count - offset >= 8 else { throw failure("a double needs 8 bytes") }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += 8
        return Double(bitPattern: pattern)
    }

    /// A count of items, each at least one byte: never more than the bytes that follow.
    mutating func count() throws(WireFormatError) -> Int {
        let count = try varint()
        guard count <= UInt64(bytes.count - offset) else { throw failure("a count of \(count) with \(bytes.count - offset) bytes left") }
        return Int(count)
    }

    /// Where a string's UTF-8 is, checked: the cursor moves past it.
    mutating func stringBytes() throws(WireFormatError) -> Range<Int> {
        let length = try count()
        let range = offset..<offset + length
        if !Self.isASCII(bytes[range]) {
            guard String(validating: bytes[range], as: UTF8.self) != nil else { throw failure("text that is not UTF-8") }
        }
        offset += length
        return range
    }

    mutating func string() throws(WireFormatError) -> String {
        String(decoding: bytes[try stringBytes()], as: UTF8.self)
    }

    private static func isASCII(_ utf8: ArraySlice<UInt8>) -> Bool {
        utf8.withUnsafeBufferPointer { buffer in
            var combined: UInt8 = 0
            for byte in buffer { combined |= byte }
            return combined < 0x80
        }
    }

    private func failure(_ reason: String) -> WireFormatError { WireFormatError(offset: offset, reason: reason) }
}
