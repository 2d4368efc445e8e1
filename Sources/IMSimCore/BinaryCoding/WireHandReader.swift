import Foundation

/// Reads wire values by hand (`WireHandCoded`) from a frame checked whole first: a map's keys in
/// the order their type's `encode(to:)` writes them, optional ones possibly absent. Anything else (a
/// key out of that order, an unknown one, a value of another kind) is a `WireHandMismatch`.
struct WireHandReader {
    /// Tags, counts, varints and doubles are read as `WireReader` reads them.
    private var cursor: WireReader
    /// Entries left in the map being read.
    private var remaining = 0

    init(bytes: [UInt8]) {
        cursor = WireReader(bytes: bytes)
    }

    var bytes: [UInt8] { cursor.bytes }
    var offset: Int { cursor.offset }

    var isAtEnd: Bool { offset == bytes.count }

    /// Whether the bytes are one well-formed value and nothing after it (`WireReader.skip`).
    func isOneValue() -> Bool {
        var checker = WireReader(bytes: bytes, offset: offset)
        do throws(WireFormatError) {
            try checker.skip(depth: 0)
        } catch {
            return false
        }
        return checker.offset == bytes.count
    }

    /// A map whose entries `read` reads, all of them.
    mutating func map<Value>(_ read: (inout Self) throws(WireHandMismatch) -> Value) throws(WireHandMismatch) -> Value {
        try expect(.map)
        let outer = remaining
        remaining = try count()
        let value = try read(&self)
        guard remaining == 0 else { throw WireHandMismatch() }
        remaining = outer
        return value
    }

    /// An enum case: a map of one key, the case's name, whose value is the map of its fields, read
    /// by `read` once it knows the name.
    mutating func variant<Value>(_ read: (inout Self, WireHandName) throws(WireHandMismatch) -> Value) throws(WireHandMismatch) -> Value {
        try map { reader throws(WireHandMismatch) in
            guard reader.remaining == 1 else { throw WireHandMismatch() }
            reader.remaining = 0
            let name = WireHandName(bytes: reader.bytes, range: try reader.keyBytes())
            return try reader.map { reader throws(WireHandMismatch) in try read(&reader, name) }
        }
    }

    /// The value under `name`, the next key of this map.
    mutating func field<Value>(_ name: StaticString, _ read: (inout Self) throws(WireHandMismatch) -> Value) throws(WireHandMismatch) -> Value {
        guard try takeKey(name) else { throw WireHandMismatch() }
        return try read(&self)
    }

    /// The value under `name` if it is the next key of this map; nil if not (`decodeIfPresent`).
    mutating func optional<Value>(_ name: StaticString, _ read: (inout Self) throws(WireHandMismatch) -> Value) throws(WireHandMismatch) -> Value? {
        guard try takeKey(name) else { return nil }
        return try read(&self)
    }

    mutating func string() throws(WireHandMismatch) -> String {
        try expect(.string)
        return String(decoding: bytes[try stringBytes()], as: UTF8.self)
    }

    mutating func int() throws(WireHandMismatch) -> Int {
        switch try tag() {
        case .unsigned:
            let magnitude = try varint()
            guard magnitude <= UInt64(Int.max) else { throw WireHandMismatch() }
            return Int(magnitude)
        case .negative:
            let magnitude = try varint()
            guard magnitude <= UInt64(Int.max) else { throw WireHandMismatch() }
            return ~Int(magnitude)
        default:
            throw WireHandMismatch()
        }
    }

    mutating func uint64() throws(WireHandMismatch) -> UInt64 {
        try expect(.unsigned)
        return try varint()
    }

    /// A double written as one (`Codable` also reads an integer as a double: not the hand).
    mutating func double() throws(WireHandMismatch) -> Double {
        try expect(.double)
        return try checked { cursor throws(WireFormatError) in try cursor.double() }
    }

    mutating func bool() throws(WireHandMismatch) -> Bool {
        switch try tag() {
        case .true: return true
        case .false: return false
        default: throw WireHandMismatch()
        }
    }

    mutating func uuid() throws(WireHandMismatch) -> UUID {
        guard let uuid = WireValue.uuid(try string()) else { throw WireHandMismatch() }
        return uuid
    }

    mutating func strings() throws(WireHandMismatch) -> [String] {
        try list { reader throws(WireHandMismatch) in try reader.string() }
    }

    mutating func uuids() throws(WireHandMismatch) -> [UUID] {
        try list { reader throws(WireHandMismatch) in try reader.uuid() }
    }

    mutating func list<Item>(_ read: (inout Self) throws(WireHandMismatch) -> Item) throws(WireHandMismatch) -> [Item] {
        try expect(.list)
        let count = try count()
        var items: [Item] = []
        // A count is checked against the bytes left, not against an item's size in memory.
        items.reserveCapacity(min(count, 256))
        for _ in 0..<count { items.append(try read(&self)) }
        return items
    }

    /// A value of a type read by hand. No fallback here: a mismatch anywhere has the whole frame read
    /// by `Codable` once (`decodeWire`), so a frame nested deep costs two readings at most.
    mutating func read<Value: WireHandCoded>(_ type: Value.Type) throws(WireHandMismatch) -> Value {
        try Value.readByHand(&self)
    }

    /// A value read by its `init(from:)`.
    mutating func codable<Value: Decodable>(_ type: Value.Type) throws(WireHandMismatch) -> Value {
        guard offset < bytes.count else { throw WireHandMismatch() }
        let value: Value
        do {
            value = try WireDecoding(item: WireItem(bytes: bytes, offset: offset), path: nil).decodeValue(type)
        } catch {
            throw WireHandMismatch()
        }
        try checked { cursor throws(WireFormatError) in try cursor.skip(depth: 0) }
        return value
    }

    /// Moves past the next key of this map if it is `name`.
    private mutating func takeKey(_ name: StaticString) throws(WireHandMismatch) -> Bool {
        guard remaining > 0 else { return false }
        let start = offset
        let key = try keyBytes()
        guard WireHandName(bytes: bytes, range: key).is(name) else {
            cursor.offset = start
            return false
        }
        remaining -= 1
        return true
    }

    private mutating func keyBytes() throws(WireHandMismatch) -> Range<Int> {
        try stringBytes()
    }

    /// A string's UTF-8, checked with the rest of the frame.
    private mutating func stringBytes() throws(WireHandMismatch) -> Range<Int> {
        let length = try count()
        let range = offset..<offset + length
        cursor.offset += length
        return range
    }

    private mutating func expect(_ expected: WireTag) throws(WireHandMismatch) {
        guard try tag() == expected else { throw WireHandMismatch() }
    }

    private mutating func tag() throws(WireHandMismatch) -> WireTag {
        try checked { cursor throws(WireFormatError) in try cursor.tag() }
    }

    private mutating func count() throws(WireHandMismatch) -> Int {
        try checked { cursor throws(WireFormatError) in try cursor.count() }
    }

    private mutating func varint() throws(WireHandMismatch) -> UInt64 {
        try checked { cursor throws(WireFormatError) in try cursor.varint() }
    }

    /// A read of the cursor; a format error there is a mismatch like any other.
    private mutating func checked<Result>(_ read: (inout WireReader) throws(WireFormatError) -> Result) throws(WireHandMismatch) -> Result {
        do throws(WireFormatError) {
            return try read(&cursor)
        } catch {
            throw WireHandMismatch()
        }
    }
}

/// A key or case name in a frame, compared with names as bytes.
struct WireHandName {
    let bytes: [UInt8]
    let range: Range<Int>

    func `is`(_ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + range.lowerBound, name.utf8Start, range.count) == 0
        }
    }
}
