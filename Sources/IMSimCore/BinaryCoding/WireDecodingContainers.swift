/// A map being decoded. A few keys are looked up in order, compared as UTF-8 in place; a larger map
/// (a dictionary: a phone's participant directory holds the whole cast) is indexed first, so
/// decoding it is linear.
struct WireKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let bytes: [UInt8]
    let entries: [WireMapEntry]
    let path: WireCodingPath?
    /// Each key's first entry, for maps longer than `indexedCount`.
    private let index: [String: Int]?
    /// Whether every key is ASCII: a key then matches only its own bytes. Others may match text
    /// spelled otherwise (`e` and a combining accent for `é`), as `String`s compare.
    private let keysAreASCII: Bool
    private static var indexedCount: Int { 16 }
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }

    init(map: WireItem, path: WireCodingPath?) throws {
        bytes = map.bytes
        entries = try map.mapEntries(WireCodingPath.keys(path))
        self.path = path
        let bytes = bytes
        keysAreASCII = entries.allSatisfy { entry in bytes[entry.key].allSatisfy { $0 < 0x80 } }
        if entries.count > Self.indexedCount {
            var index: [String: Int] = [:]
            index.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                let key = String(decoding: bytes[entry.key], as: UTF8.self)
                if index[key] == nil { index[key] = position }
            }
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
            if let key = Key(stringValue: String(decoding: bytes[entry.key], as: UTF8.self)) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { lookup(key) != nil }

    private func lookup(_ key: Key) -> WireItem? {
        var name = key.stringValue
        if let index { return index[name].map { WireItem(bytes: bytes, offset: entries[$0].value) } }
        var nameIsASCII = true
        var found = name.withUTF8 { name in
            nameIsASCII = name.allSatisfy { $0 < 0x80 }
            return bytes.withUnsafeBufferPointer { bytes in
                entries.first { entry in
                    entry.key.count == name.count && zip(bytes[entry.key], name).allSatisfy { $0 == $1 }
                }
            }
        }
        if found == nil, !(keysAreASCII && nameIsASCII) {
            found = entries.first { String(decoding: bytes[$0.key], as: UTF8.self) == name }
        }
        return found.map { WireItem(bytes: bytes, offset: $0.value) }
    }

    private func item(_ key: Key) throws -> WireItem {
        guard let item = lookup(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no '\(key.stringValue)'"))
        }
        return item
    }

    private func keyPath(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool { try item(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try item(key).bool(keyPath(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try item(key).string(keyPath(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try item(key).double(keyPath(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try item(key).double(keyPath(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try item(key).integer(type, keyPath(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try item(key).integer(type, keyPath(key)) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decoder(key, try item(key)).decodeValue(type)
    }

    private func decoder(_ key: Key, _ item: WireItem) -> WireDecoding {
        WireDecoding(item: item, path: WireCodingPath(parent: path, key: key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key, try item(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key, try item(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let entry = entries.first { String(decoding: bytes[$0.key], as: UTF8.self) == "super" }
        return WireDecoding(item: entry.map { WireItem(bytes: bytes, offset: $0.value) } ?? WireItem.null, path: path)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(key, lookup(key) ?? WireItem.null) }
}

/// A list being decoded, item by item.
struct WireUnkeyedDecoding: UnkeyedDecodingContainer {
    let bytes: [UInt8]
    let items: [Int]
    let path: WireCodingPath?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }

    init(list: WireItem, path: WireCodingPath?) throws {
        bytes = list.bytes
        items = try list.listItems(WireCodingPath.keys(path))
        self.path = path
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<Value>(_ type: Value.Type) throws -> (WireItem, WireCodingPath) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the list has only \(items.count) items"))
        }
        defer { currentIndex += 1 }
        return (WireItem(bytes: bytes, offset: items[currentIndex]), WireCodingPath(parent: path, key: WireIndexKey(currentIndex)))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, WireItem(bytes: bytes, offset: items[currentIndex]).isNull else { return false }
        currentIndex += 1
        return true
    }

    private mutating func primitive<Value>(_ type: Value.Type, _ read: (WireItem, () -> [any CodingKey]) throws -> Value) throws -> Value {
        let (item, path) = try next(type)
        return try read(item) { WireCodingPath.keys(path) }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try primitive(type) { try $0.bool($1()) } }
    mutating func decode(_ type: String.Type) throws -> String { try primitive(type) { try $0.string($1()) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try primitive(type) { try $0.double($1()) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try primitive(type) { Float(try $0.double($1())) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try primitive(type) { try $0.integer(type, $1()) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try primitive(type) { try $0.integer(type, $1()) } }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let (item, path) = try next(type)
        return try WireDecoding(item: item, path: path).decodeValue(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (item, path) = try next(WireValue.self)
        return try WireDecoding(item: item, path: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (item, path) = try next(WireValue.self)
        return try WireDecoding(item: item, path: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (item, path) = try next(WireValue.self)
        return WireDecoding(item: item, path: path)
    }
}

/// One value being decoded.
struct WireSingleValueDecoding: SingleValueDecodingContainer {
    let item: WireItem
    let path: WireCodingPath?
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }

    func decodeNil() -> Bool { item.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try item.bool(codingPath) }
    func decode(_ type: String.Type) throws -> String { try item.string(codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try item.double(codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try item.double(codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try item.integer(type, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try item.integer(type, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try item.integer(type, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try item.integer(type, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try item.integer(type, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try item.integer(type, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try item.integer(type, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try item.integer(type, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try item.integer(type, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try item.integer(type, codingPath) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try WireDecoding(item: item, path: path).decodeValue(type)
    }
}
