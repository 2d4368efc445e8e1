/// A map being encoded: the container filling `container`, open at `level`.
struct WireKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: WireWriter
    let container: Int
    let level: Int
    let path: WireCodingPath?
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }

    /// The encoder of the value under `key`, its key written.
    private func item(_ key: Key) -> WireEncoding {
        let slot = writer.beginItem(of: container, at: level, key: key.stringValue)
        return WireEncoding(writer: writer, slot: slot, level: level + 1, path: WireCodingPath(parent: path, key: key))
    }

    /// The slot under `key` takes a primitive now.
    private func primitive(_ key: Key) -> Bool {
        writer.fill(writer.beginItem(of: container, at: level, key: key.stringValue), at: level + 1)
    }

    mutating func encodeNil(forKey key: Key) { if primitive(key) { writer.writeNull() } }
    mutating func encode(_ value: Bool, forKey key: Key) { if primitive(key) { writer.writeBool(value) } }
    mutating func encode(_ value: String, forKey key: Key) { if primitive(key) { writer.writeString(value) } }
    mutating func encode(_ value: Double, forKey key: Key) { if primitive(key) { writer.writeDouble(value) } }
    mutating func encode(_ value: Float, forKey key: Key) { if primitive(key) { writer.writeDouble(Double(value)) } }
    mutating func encode(_ value: Int, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) { if primitive(key) { writer.writeInteger(value) } }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { try item(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        item(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { item(key).unkeyedContainer() }

    mutating func superEncoder() -> any Encoder {
        let slot = writer.beginItem(of: container, at: level, key: "super")
        return WireEncoding(writer: writer, slot: slot, level: level + 1, path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { item(key) }
}

/// A list being encoded: the container filling `container`, open at `level`.
struct WireUnkeyedEncoding: UnkeyedEncodingContainer {
    let writer: WireWriter
    let container: Int
    let level: Int
    let path: WireCodingPath?
    /// Items so far, however many containers were asked for this list.
    var count: Int { writer.count(of: container, at: level) }
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }

    /// The encoder of the next item.
    private func item() -> WireEncoding {
        let index = count
        let slot = writer.beginItem(of: container, at: level, key: nil)
        return WireEncoding(writer: writer, slot: slot, level: level + 1, path: WireCodingPath(parent: path, key: WireIndexKey(index)))
    }

    /// The next item takes a primitive now.
    private func primitive() -> Bool {
        writer.fill(writer.beginItem(of: container, at: level, key: nil), at: level + 1)
    }

    mutating func encodeNil() { if primitive() { writer.writeNull() } }
    mutating func encode(_ value: Bool) { if primitive() { writer.writeBool(value) } }
    mutating func encode(_ value: String) { if primitive() { writer.writeString(value) } }
    mutating func encode(_ value: Double) { if primitive() { writer.writeDouble(value) } }
    mutating func encode(_ value: Float) { if primitive() { writer.writeDouble(Double(value)) } }
    mutating func encode(_ value: Int) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: Int8) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: Int16) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: Int32) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: Int64) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt8) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt16) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt32) { if primitive() { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt64) { if primitive() { writer.writeInteger(value) } }

    mutating func encode<Value: Encodable>(_ value: Value) throws { try item().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        item().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { item().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { item() }
}

/// One value being encoded, in the slot of its encoder.
struct WireSingleValueEncoding: SingleValueEncodingContainer {
    let writer: WireWriter
    let slot: Int
    let level: Int
    let path: WireCodingPath?
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }

    private var primitive: Bool { writer.fill(slot, at: level) }

    mutating func encodeNil() { if primitive { writer.writeNull() } }
    mutating func encode(_ value: Bool) { if primitive { writer.writeBool(value) } }
    mutating func encode(_ value: String) { if primitive { writer.writeString(value) } }
    mutating func encode(_ value: Double) { if primitive { writer.writeDouble(value) } }
    mutating func encode(_ value: Float) { if primitive { writer.writeDouble(Double(value)) } }
    mutating func encode(_ value: Int) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: Int8) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: Int16) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: Int32) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: Int64) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt8) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt16) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt32) { if primitive { writer.writeInteger(value) } }
    mutating func encode(_ value: UInt64) { if primitive { writer.writeInteger(value) } }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        // The value fills this same slot; its encoder's level and path are this one's.
        if let direct = WireValue.direct(value) {
            if primitive { writer.writeValue(direct) }
            return
        }
        try value.encode(to: WireEncoding(writer: writer, slot: slot, level: level, path: path))
    }
}

/// A list item's place in a coding path.
struct WireIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
