/// A map being decoded. A few keys are looked up in order; a larger map (a dictionary: a phone's
/// participant directory holds the whole cast) is indexed first, so decoding it is linear.
struct WireKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [(key: String, value: WireValue)]
    let codingPath: [any CodingKey]
    /// Each key's first entry, for maps longer than `indexedCount`.
    private let index: [String: Int]?
    private static var indexedCount: Int { 16 }

    init(entries: [(key: String, value: WireValue)], codingPath: [any CodingKey]) {
        self.entries = entries
        self.codingPath = codingPath
        if entries.count > Self.indexedCount {
            var index: [String: Int] = [:]
            index.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() where index[entry.key] == nil { index[entry.key] = position }
            self.index = index
        } else {
            index = nil
        }
    }

    /// A loop, not `compactMap`: the standard library's generic code would look up `Key`'s metadata
    /// by name, scanning every protocol conformance the first time (see tools/build-release).
    var allKeys: [Key] {
        var keys: [Key] = []
        for entry in entries {
            if let key = Key(stringValue: entry.key) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { lookup(key) != nil }

    private func lookup(_ key: Key) -> WireValue? {
        let name = key.stringValue
        if let index { return index[name].map { entries[$0].value } }
        for entry in entries where entry.key == name { return entry.value }
        return nil
    }

    private func value(_ key: Key) throws -> WireValue {
        guard let value = lookup(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no '\(key.stringValue)'"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).bool(codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).string(codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).double(codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try value(key).double(codingPath + [key])) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).integer(type, codingPath + [key]) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).integer(type, codingPath + [key]) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        let found = try value(key)
        if let uuid = try found.decodedDirectly(as: type, codingPath + [key]) { return uuid }
        return try Value(from: WireDecoding(value: found, codingPath: codingPath + [key]))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try WireDecoding(value: value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try WireDecoding(value: value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        WireDecoding(value: entries.first { $0.key == "super" }?.value ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        WireDecoding(value: lookup(key) ?? .null, codingPath: codingPath + [key])
    }
}

/// A list being decoded, item by item.
struct WireUnkeyedDecoding: UnkeyedDecodingContainer {
    let items: [WireValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [WireValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<Value>(_ type: Value.Type) throws -> (WireValue, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the list has only \(items.count) items"))
        }
        defer { currentIndex += 1 }
        return (items[currentIndex], codingPath + [WireIndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { let (value, path) = try next(type); return try value.bool(path) }
    mutating func decode(_ type: String.Type) throws -> String { let (value, path) = try next(type); return try value.string(path) }
    mutating func decode(_ type: Double.Type) throws -> Double { let (value, path) = try next(type); return try value.double(path) }
    mutating func decode(_ type: Float.Type) throws -> Float { let (value, path) = try next(type); return Float(try value.double(path)) }
    mutating func decode(_ type: Int.Type) throws -> Int { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let (value, path) = try next(type); return try value.integer(type, path) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let (value, path) = try next(type); return try value.integer(type, path) }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let (value, path) = try next(type)
        if let uuid = try value.decodedDirectly(as: type, path) { return uuid }
        return try Value(from: WireDecoding(value: value, codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next(WireValue.self)
        return try WireDecoding(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next(WireValue.self)
        return try WireDecoding(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(WireValue.self)
        return WireDecoding(value: value, codingPath: path)
    }
}

/// One value being decoded.
struct WireSingleValueDecoding: SingleValueDecodingContainer {
    let value: WireValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try value.bool(codingPath) }
    func decode(_ type: String.Type) throws -> String { try value.string(codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try value.double(codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try value.double(codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try value.integer(type, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(type, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(type, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(type, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(type, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try value.integer(type, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(type, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(type, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(type, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(type, codingPath) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let uuid = try value.decodedDirectly(as: type, codingPath) { return uuid }
        return try Value(from: WireDecoding(value: value, codingPath: codingPath))
    }
}
