/// Encodes an `Encodable` value into the binary wire format (`WireValue`). Types are encoded by their
/// own `encode(to:)`, with no special cases and no dynamic casts, straight into bytes (`WireWriter`).
public struct WireEncoder {
    public init() {}

    public func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let writer = WireWriter()
        let root = writer.beginRoot()
        try WireEncoding(writer: writer, slot: root, level: 0, path: nil).encodeValue(value)
        guard let bytes = writer.finish() else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription:
                "\(Value.self) cannot be written in order: \(writer.misuse ?? "")"))
        }
        return bytes
    }

    /// The value as a tree (tests look into one).
    public func encodeTree<Value: Encodable>(_ value: Value) throws -> WireValue {
        try WireValue(bytes: encode(value))
    }
}

/// The `Encoder` handed to each value's `encode(to:)`: the value fills `slot`, inside the
/// containers open below `level`.
struct WireEncoding: Encoder {
    let writer: WireWriter
    let slot: Int
    let level: Int
    let path: WireCodingPath?
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.openContainer(.map, slot: slot, level: level)
        return KeyedEncodingContainer(WireKeyedEncoding<Key>(writer: writer, container: slot, level: level, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.openContainer(.list, slot: slot, level: level)
        return WireUnkeyedEncoding(writer: writer, container: slot, level: level, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        WireSingleValueEncoding(writer: writer, slot: slot, level: level, path: path)
    }

    /// `value` in this slot: UUIDs and string lists written directly, anything else by its `encode(to:)`.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if let direct = WireValue.direct(value) {
            if fill() { writer.writeValue(direct) }
            return
        }
        try value.encode(to: self)
        writer.endValue(slot)
    }

    /// Whether this slot takes a primitive now (the caller writes it), which it does once.
    func fill() -> Bool { writer.fill(slot, at: level) }
}
