import Foundation

/// One value of a checked frame, where it starts: read in place as the type decoding it asks.
struct WireItem {
    let bytes: [UInt8]
    let offset: Int

    /// A null, for a decoder asked for a value that is not there (`superDecoder`).
    static let null = WireItem(bytes: [WireTag.null.rawValue], offset: 0)

    var tag: WireTag { WireTag(rawValue: bytes[offset]) ?? .null }

    /// A reader just past the tag.
    private var content: WireReader { WireReader(bytes: bytes, offset: offset + 1) }

    var kind: String {
        switch tag {
        case .null: "null"
        case .false, .true: "a boolean"
        case .unsigned, .negative: "an integer"
        case .double: "a double"
        case .string: "a string"
        case .list: "a list"
        case .map: "a map"
        }
    }

    var isNull: Bool { tag == .null }

    func mismatch(_ expected: String, _ codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected \(expected), found \(kind)"))
    }

    func bool(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        switch tag {
        case .true: return true
        case .false: return false
        default: throw mismatch("a boolean", codingPath())
        }
    }

    func string(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        guard tag == .string else { throw mismatch("a string", codingPath()) }
        var reader = content
        return try checked(codingPath()) { () throws(WireFormatError) in try reader.string() }
    }

    func double(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
        var reader = content
        switch tag {
        case .double: return try checked(codingPath()) { () throws(WireFormatError) in try reader.double() }
        case .unsigned: return Double(try checked(codingPath()) { () throws(WireFormatError) in try reader.varint() })
        case .negative: return -Double(try checked(codingPath()) { () throws(WireFormatError) in try reader.varint() }) - 1
        default: throw mismatch("a number", codingPath())
        }
    }

    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Integer {
        let isNegative: Bool
        switch tag {
        case .unsigned: isNegative = false
        case .negative: isNegative = true
        default: throw mismatch("an integer", codingPath())
        }
        var reader = content
        let magnitude = try checked(codingPath()) { () throws(WireFormatError) in try reader.varint() }
        // -(m + 1), which is ~m, fits when m + 1 <= |Integer.min|, i.e. m <= Integer.max.
        let converted = isNegative ? (Integer.isSigned && magnitude <= UInt64(Integer.max) ? ~Integer(magnitude) : nil)
                                   : Integer(exactly: magnitude)
        guard let converted else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "an integer out of range for \(Integer.self)"))
        }
        return converted
    }

    /// The items of a list, where each starts.
    func listItems(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> [Int] {
        guard tag == .list else { throw mismatch("a list", codingPath()) }
        var reader = content
        return try checked(codingPath()) { () throws(WireFormatError) in
            let count = try reader.count()
            var items: [Int] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                items.append(reader.offset)
                try reader.skip(depth: 0)
            }
            return items
        }
    }

    /// The entries of a map: where each key's UTF-8 is and where its value starts.
    func mapEntries(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> [WireMapEntry] {
        guard tag == .map else { throw mismatch("a map", codingPath()) }
        var reader = content
        return try checked(codingPath()) { () throws(WireFormatError) in
            let count = try reader.count()
            var entries: [WireMapEntry] = []
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let key = try reader.stringBytes()
                entries.append(WireMapEntry(key: key, value: reader.offset))
                try reader.skip(depth: 0)
            }
            return entries
        }
    }

    /// This value as a `Value` when `Value` is one `WireValue.direct(_:)` writes; nil for any other type.
    func decodedDirectly<Value>(as type: Value.Type, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Value? {
        if type == UUID.self {
            guard let uuid = WireValue.uuid(try string(codingPath())) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "not a UUID"))
            }
            return uuid as? Value
        }
        if type == [String].self {
            let items = try listItems(codingPath())
            var strings: [String] = []
            strings.reserveCapacity(items.count)
            for (index, offset) in items.enumerated() {
                strings.append(try WireItem(bytes: bytes, offset: offset).string(codingPath() + [WireIndexKey(index)]))
            }
            return strings as? Value
        }
        return nil
    }

    /// Reads of a checked frame do not fail; if one did, it is a `DecodingError` like any other.
    private func checked<Result>(_ codingPath: @autoclosure () -> [any CodingKey],
                                 _ read: () throws(WireFormatError) -> Result) throws -> Result {
        do throws(WireFormatError) {
            return try read()
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "\(error)"))
        }
    }
}

/// A map's entry in a frame: its key's UTF-8 and where its value starts.
struct WireMapEntry {
    let key: Range<Int>
    let value: Int
}
