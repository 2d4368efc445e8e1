import Foundation

/// Writes wire values by hand (`WireHandCoded`): a map's count first, then its keys in the order
/// their type's `encode(to:)` writes them, each value as `WireWriter` writes it.
struct WireHandWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    mutating func map(count: Int) { WireValue.writeHeader(.map, count: count, into: &bytes) }

    mutating func list(count: Int) { WireValue.writeHeader(.list, count: count, into: &bytes) }

    /// A map with one key, `name`, whose value is a map of `fields` entries: an enum case.
    mutating func variant(_ name: StaticString, fields: Int) {
        map(count: 1)
        key(name)
        map(count: fields)
    }

    mutating func key(_ name: StaticString) {
        WireValue.writeVarint(UInt64(name.utf8CodeUnitCount), into: &bytes)
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    mutating func string(_ text: String) {
        bytes.append(WireTag.string.rawValue)
        WireValue.writeString(text, into: &bytes)
    }

    mutating func int(_ value: Int) {
        if value < 0 {
            bytes.append(WireTag.negative.rawValue)
            WireValue.writeVarint(UInt64(~value), into: &bytes)
        } else {
            bytes.append(WireTag.unsigned.rawValue)
            WireValue.writeVarint(UInt64(value), into: &bytes)
        }
    }

    mutating func uint64(_ value: UInt64) { WireValue.unsigned(value).write(into: &bytes) }

    mutating func double(_ value: Double) { WireValue.double(value).write(into: &bytes) }

    mutating func bool(_ value: Bool) { bytes.append(value ? WireTag.true.rawValue : WireTag.false.rawValue) }

    mutating func uuid(_ value: UUID) { string(WireValue.uuidString(value)) }

    mutating func strings(_ values: [String]) {
        list(count: values.count)
        for value in values { string(value) }
    }

    mutating func uuids(_ values: [UUID]) {
        list(count: values.count)
        for value in values { uuid(value) }
    }

    /// `value` by hand, or by `Codable` when the hand code does not write it.
    mutating func write<Value: WireHandCoded>(_ value: Value) {
        let start = bytes.count
        if value.writeByHand(&self) { return }
        bytes.removeSubrange(start...)
        codable(value)
    }

    /// `value` by its `encode(to:)`: a value's wire form does not depend on what it is inside.
    mutating func codable<Value: Encodable>(_ value: Value) {
        bytes.append(contentsOf: WireCodec.encode(value))
    }

    /// `name` and `value` when there is one (`encodeIfPresent`).
    mutating func optional<Value>(_ name: StaticString, _ value: Value?, _ write: (inout Self, Value) -> Void) {
        guard let value else { return }
        key(name)
        write(&self, value)
    }
}

extension Optional {
    /// 1 when there is a value, 0 for nil: a map's count of the entries `encodeIfPresent` writes.
    var wireEntryCount: Int { self == nil ? 0 : 1 }
}
