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
