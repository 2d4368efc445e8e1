/// Decodes a `Decodable` value from the binary wire format (`WireValue`). The bytes are checked whole
/// first (`WireReader.skip`), then the type reads what it expects in place, with no tree in between;
/// a missing key, a wrong kind of value or an integer out of its type's range is a `DecodingError`
/// naming where.
public struct WireDecoder {
    public init() {}

    public func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        var reader = WireReader(bytes: bytes)
        do throws(WireFormatError) {
            try reader.skip(depth: 0)
            guard reader.offset == bytes.count else {
                throw WireFormatError(offset: reader.offset, reason: "\(bytes.count - reader.offset) bytes after the value")
            }
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not wire data: \(error)"))
        }
        return try WireDecoding(item: WireItem(bytes: bytes, offset: 0), path: nil).decodeValue(type)
    }
}

/// The `Decoder` handed to each value's `init(from:)`: the value is `item`.
struct WireDecoding: Decoder {
    let item: WireItem
    let path: WireCodingPath?
    var codingPath: [any CodingKey] { WireCodingPath.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try WireKeyedDecoding<Key>(map: item, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try WireUnkeyedDecoding(list: item, path: path) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { WireSingleValueDecoding(item: item, path: path) }

    /// The value here as a `Value`: UUIDs and string lists read directly, anything else by its `init(from:)`.
    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let direct = try item.decodedDirectly(as: type, codingPath) { return direct }
        return try Value(from: self)
    }
}
