/// A map being encoded.
struct WireKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: WireEncodingSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { slot.set(.null, forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) { slot.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) { slot.set(.string(value), forKey: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) { slot.set(.double(value), forKey: key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) { slot.set(.double(Double(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) { slot.set(WireValue(integer: value), forKey: key.stringValue) }
    mutating func encode(_ value: Int8, forKey key: Key) { slot.set(WireValue(integer: value), forKey: key.stringValue) }
    mutating func encode(_ value: Int16, forKey key: Key) { slot.set(WireValue(integer: value), forKey: key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) { slot.set(WireValue(integer: value), forKey: key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) { slot.set(WireValue(integer: value), forKey: key.stringValue) }
    mutating func encode(_ value: UInt, forKey key: Key) { slot.set(.unsigned(UInt64(value)), forKey: key.stringValue) }
    mutating func encode(_ value: UInt8, forKey key: Key) { slot.set(.unsigned(UInt64(value)), forKey: key.stringValue) }
    mutating func encode(_ value: UInt16, forKey key: Key) { slot.set(.unsigned(UInt64(value)), forKey: key.stringValue) }
    mutating func encode(_ value: UInt32, forKey key: Key) { slot.set(.unsigned(UInt64(value)), forKey: key.stringValue) }
    mutating func encode(_ value: UInt64, forKey key: Key) { slot.set(.unsigned(value), forKey: key.stringValue) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        if let uuid = WireValue.direct(value) { return slot.set(uuid, forKey: key.stringValue) }
        try value.encode(to: WireEncoding(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        WireEncoding(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        WireEncoding(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        WireEncoding(slot: slot.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        WireEncoding(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

/// A list being encoded.
struct WireUnkeyedEncoding: UnkeyedEncodingContainer {
    let slot: WireEncodingSlot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() { slot.appendItem().set(.null) }
    mutating func encode(_ value: Bool) { slot.appendItem().set(.bool(value)) }
    mutating func encode(_ value: String) { slot.appendItem().set(.string(value)) }
    mutating func encode(_ value: Double) { slot.appendItem().set(.double(value)) }
    mutating func encode(_ value: Float) { slot.appendItem().set(.double(Double(value))) }
    mutating func encode(_ value: Int) { slot.appendItem().set(WireValue(integer: value)) }
    mutating func encode(_ value: Int64) { slot.appendItem().set(WireValue(integer: value)) }
    mutating func encode(_ value: UInt8) { slot.appendItem().set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) { slot.appendItem().set(.unsigned(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        if let uuid = WireValue.direct(value) { return slot.appendItem().set(uuid) }
        try value.encode(to: WireEncoding(slot: slot.appendItem(), codingPath: codingPath + [WireIndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        WireEncoding(slot: slot.appendItem(), codingPath: codingPath + [WireIndexKey(count)]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        WireEncoding(slot: slot.appendItem(), codingPath: codingPath + [WireIndexKey(count)]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        WireEncoding(slot: slot.appendItem(), codingPath: codingPath + [WireIndexKey(count)])
    }
}

/// One value being encoded.
struct WireSingleValueEncoding: SingleValueEncodingContainer {
    let slot: WireEncodingSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() { slot.set(.null) }
    mutating func encode(_ value: Bool) { slot.set(.bool(value)) }
    mutating func encode(_ value: String) { slot.set(.string(value)) }
    mutating func encode(_ value: Double) { slot.set(.double(value)) }
    mutating func encode(_ value: Float) { slot.set(.double(Double(value))) }
    mutating func encode(_ value: Int) { slot.set(WireValue(integer: value)) }
    mutating func encode(_ value: Int8) { slot.set(WireValue(integer: value)) }
    mutating func encode(_ value: Int16) { slot.set(WireValue(integer: value)) }
    mutating func encode(_ value: Int32) { slot.set(WireValue(integer: value)) }
    mutating func encode(_ value: Int64) { slot.set(WireValue(integer: value)) }
    mutating func encode(_ value: UInt) { slot.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) { slot.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) { slot.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) { slot.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) { slot.set(.unsigned(value)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        if let uuid = WireValue.direct(value) { return slot.set(uuid) }
        try value.encode(to: WireEncoding(slot: slot, codingPath: codingPath))
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
