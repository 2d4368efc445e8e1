import Foundation

/// A map's entries written by name (`WireHandWriter.key`), in the order the type's `encode(to:)` writes them.
extension WireHandWriter {
    mutating func string(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    mutating func optionalString(_ name: StaticString, _ value: String?) {
        optional(name, value) { writer, value in writer.string(value) }
    }

    mutating func int(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    mutating func uint64(_ name: StaticString, _ value: UInt64) {
        key(name)
        uint64(value)
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    mutating func uuid(_ name: StaticString, _ value: UUID) {
        key(name)
        uuid(value)
    }

    mutating func optionalUUID(_ name: StaticString, _ value: UUID?) {
        optional(name, value) { writer, value in writer.uuid(value) }
    }

    mutating func strings(_ name: StaticString, _ values: [String]) {
        key(name)
        strings(values)
    }

    mutating func write<Value: WireHandCoded>(_ name: StaticString, _ value: Value) {
        key(name)
        write(value)
    }

    /// A list of values written by hand.
    mutating func list<Value: WireHandCoded>(_ name: StaticString, _ values: [Value]) {
        key(name)
        list(values)
    }

    mutating func list<Value: WireHandCoded>(_ values: [Value]) {
        list(count: values.count)
        for value in values { write(value) }
    }

    mutating func codable<Value: Encodable>(_ name: StaticString, _ value: Value) {
        key(name)
        codable(value)
    }

    /// A `String`-backed enum, as its raw value.
    mutating func raw<Value: RawRepresentable<String>>(_ name: StaticString, _ value: Value) {
        key(name)
        string(value.rawValue)
    }
}
