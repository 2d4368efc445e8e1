extension WireValue {
    /// The deepest nesting a frame may carry: deeper input is refused before it can exhaust the stack.
    public static let maximumDepth = 128

    /// Appends the value's bytes.
    public func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(WireTag.null.rawValue)
        case .bool(let value): bytes.append(value ? WireTag.true.rawValue : WireTag.false.rawValue)
        case .unsigned(let value):
            bytes.append(WireTag.unsigned.rawValue)
            Self.writeVarint(value, into: &bytes)
        case .negative(let magnitudeMinusOne):
            bytes.append(WireTag.negative.rawValue)
            Self.writeVarint(magnitudeMinusOne, into: &bytes)
        case .double(let value):
            bytes.append(WireTag.double.rawValue)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .string(let text):
            bytes.append(WireTag.string.rawValue)
            Self.writeString(text, into: &bytes)
        case .list(let items):
            Self.writeHeader(.list, count: items.count, into: &bytes)
            for item in items { item.write(into: &bytes) }
        case .map(let entries):
            Self.writeHeader(.map, count: entries.count, into: &bytes)
            for entry in entries {
                Self.writeString(entry.key, into: &bytes)
                entry.value.write(into: &bytes)
            }
        }
    }

    /// The tag and item count that start a list or a map; the items follow.
    static func writeHeader(_ tag: WireTag, count: Int, into bytes: inout [UInt8]) {
        bytes.append(tag.rawValue)
        writeVarint(UInt64(count), into: &bytes)
    }

    static func writeVarint(_ value: UInt64, into bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    static func writeString(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count), into: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Reads exactly one value from `bytes`: trailing bytes, truncation, an unknown tag, text that is
    /// not UTF-8, a count larger than what follows or nesting deeper than `maximumDepth` are errors.
    public init(bytes: [UInt8]) throws(WireFormatError) {
        var reader = WireReader(bytes: bytes)
        self = try reader.value(depth: 0)
        guard reader.offset == bytes.count else {
            throw WireFormatError(offset: reader.offset, reason: "\(bytes.count - reader.offset) bytes after the value")
        }
    }
}

/// Why bytes are not a wire value, and where.
public struct WireFormatError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "byte \(offset): \(reason)" }
}

/// A cursor over a frame's bytes.
private struct WireReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func value(depth: Int) throws(WireFormatError) -> WireValue {
        guard depth < WireValue.maximumDepth else { throw failure("nested deeper than \(WireValue.maximumDepth)") }
        let start = offset
        guard let tag = WireTag(rawValue: try byte()) else { throw WireFormatError(offset: start, reason: "unknown tag \(bytes[start])") }
        switch tag {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .unsigned: return .unsigned(try varint())
        case .negative: return .negative(magnitudeMinusOne: try varint())
        case .double:
            guard bytes.count - offset >= 8 else { throw failure("a double needs 8 bytes") }
            var pattern: UInt64 = 0
            for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * index) }
            offset += 8
            return .double(Double(bitPattern: pattern))
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

    private mutating func byte() throws(WireFormatError) -> UInt8 {
        guard offset < bytes.count else { throw failure("the value ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func varint() throws(WireFormatError) -> UInt64 {
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

    /// A count of items, each at least one byte: never more than the bytes that follow.
    private mutating func count() throws(WireFormatError) -> Int {
        let count = try varint()
        guard count <= UInt64(bytes.count - offset) else { throw failure("a count of \(count) with \(bytes.count - offset) bytes left") }
        return Int(count)
    }

    private mutating func string() throws(WireFormatError) -> String {
        let length = try count()
        let utf8 = bytes[offset..<offset + length]
        guard let text = String(validating: utf8, as: UTF8.self) else { throw failure("text that is not UTF-8") }
        offset += length
        return text
    }

    private func failure(_ reason: String) -> WireFormatError { WireFormatError(offset: offset, reason: reason) }
}
