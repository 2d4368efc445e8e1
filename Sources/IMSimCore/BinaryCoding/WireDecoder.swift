/// Decodes a `Decodable` value from the binary wire format (`WireValue`). The bytes are checked whole
/// first (`WireValue(bytes:)`), then the type reads what it expects; a missing key, a wrong kind of
/// value or an integer out of its type's range is a `DecodingError` naming where.
public struct WireDecoder {
    public init() {}

    public func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let value: WireValue
        do {
            value = try WireValue(bytes: bytes)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not wire data: \(error)"))
        }
        if let uuid = try value.decodedDirectly(as: type, []) { return uuid }
        return try Value(from: WireDecoding(value: value, codingPath: []))
    }
}

/// The `Decoder` handed to each value's `init(from:)`.
struct WireDecoding: Decoder {
    let value: WireValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .map(let entries) = value else { throw value.mismatch("a map", codingPath) }
        return KeyedDecodingContainer(WireKeyedDecoding<Key>(entries: entries, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .list(let items) = value else { throw value.mismatch("a list", codingPath) }
        return WireUnkeyedDecoding(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { WireSingleValueDecoding(value: value, codingPath: codingPath) }
}

extension WireValue {
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .unsigned, .negative: "an integer"
        case .double: "a double"
        case .string: "a string"
        case .list: "a list"
        case .map: "a map"
        }
    }

    func mismatch(_ expected: String, _ codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: "expected \(expected), found \(kind)"))
    }

    func bool(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let value) = self else { throw mismatch("a boolean", codingPath()) }
        return value
    }

    func string(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        guard case .string(let value) = self else { throw mismatch("a string", codingPath()) }
        return value
    }

    func double(_ codingPath: @autoclosure () -> [any CodingKey]) throws -> Double {
        switch self {
        case .double(let value): return value
        case .unsigned(let value): return Double(value)
        case .negative(let magnitudeMinusOne): return -Double(magnitudeMinusOne) - 1
        default: throw mismatch("a number", codingPath())
        }
    }

    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> Integer {
        let converted: Integer?
        switch self {
        case .unsigned(let value): converted = Integer(exactly: value)
        case .negative(let magnitudeMinusOne):
            // -(m + 1), which is ~m, fits when m + 1 <= |Integer.min|, i.e. m <= Integer.max.
            converted = Integer.isSigned && magnitudeMinusOne <= UInt64(Integer.max) ? ~Integer(magnitudeMinusOne) : nil
        default: throw mismatch("an integer", codingPath())
        }
        guard let converted else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "an integer out of range for \(Integer.self)"))
        }
        return converted
    }
}
