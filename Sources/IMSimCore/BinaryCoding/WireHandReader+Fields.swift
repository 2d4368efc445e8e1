import Foundation

/// The fields of a map read by name, in order (`WireHandReader.field`).
extension WireHandReader {
    mutating func string(_ name: StaticString) throws(WireHandMismatch) -> String {
        try field(name) { reader throws(WireHandMismatch) in try reader.string() }
    }

    mutating func optionalString(_ name: StaticString) throws(WireHandMismatch) -> String? {
        try optional(name) { reader throws(WireHandMismatch) in try reader.string() }
    }

    mutating func int(_ name: StaticString) throws(WireHandMismatch) -> Int {
        try field(name) { reader throws(WireHandMismatch) in try reader.int() }
    }

    mutating func uint64(_ name: StaticString) throws(WireHandMismatch) -> UInt64 {
        try field(name) { reader throws(WireHandMismatch) in try reader.uint64() }
    }

    mutating func bool(_ name: StaticString) throws(WireHandMismatch) -> Bool {
        try field(name) { reader throws(WireHandMismatch) in try reader.bool() }
    }

    mutating func uuid(_ name: StaticString) throws(WireHandMismatch) -> UUID {
        try field(name) { reader throws(WireHandMismatch) in try reader.uuid() }
    }

    mutating func optionalUUID(_ name: StaticString) throws(WireHandMismatch) -> UUID? {
        try optional(name) { reader throws(WireHandMismatch) in try reader.uuid() }
    }

    mutating func strings(_ name: StaticString) throws(WireHandMismatch) -> [String] {
        try field(name) { reader throws(WireHandMismatch) in try reader.strings() }
    }

    mutating func read<Value: WireHandCoded>(_ name: StaticString, _ type: Value.Type) throws(WireHandMismatch) -> Value {
        try field(name) { reader throws(WireHandMismatch) in try reader.read(type) }
    }

    /// A list of values read by hand.
    mutating func list<Value: WireHandCoded>(_ name: StaticString, of type: Value.Type) throws(WireHandMismatch) -> [Value] {
        try field(name) { reader throws(WireHandMismatch) in try reader.list(of: type) }
    }

    mutating func list<Value: WireHandCoded>(of type: Value.Type) throws(WireHandMismatch) -> [Value] {
        try list { reader throws(WireHandMismatch) in try reader.read(type) }
    }

    mutating func codable<Value: Decodable>(_ name: StaticString, _ type: Value.Type) throws(WireHandMismatch) -> Value {
        try field(name) { reader throws(WireHandMismatch) in try reader.codable(type) }
    }

    /// A `String`-backed enum, as its raw value.
    mutating func raw<Value: RawRepresentable<String>>(_ name: StaticString, _ type: Value.Type) throws(WireHandMismatch) -> Value {
        try field(name) { reader throws(WireHandMismatch) in try reader.raw(type) }
    }

    mutating func raw<Value: RawRepresentable<String>>(_ type: Value.Type) throws(WireHandMismatch) -> Value {
        guard let value = Value(rawValue: try string()) else { throw WireHandMismatch() }
        return value
    }
}
