import Foundation

extension WireValue {
    /// A UUID as `UUID.uuidString` writes it (upper-case hex, 8-4-4-4-12), formatted here: Foundation
    /// formats and parses UUIDs with `sprintf` and `sscanf`, and the run reads one for each member of
    /// each phone's participant directory (a 500-phone run: 250,000).
    static func uuidString(_ uuid: UUID) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(36)
        withUnsafeBytes(of: uuid.uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0xF)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The UUID `text` spells (either case), or nil: what `UUID(uuidString:)` accepts.
    static func uuid(_ text: String) -> UUID? {
        var utf8 = text.utf8[...]
        guard utf8.count == 36 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<16 {
            if index == 4 || index == 6 || index == 8 || index == 10 {
                guard utf8.popFirst() == UInt8(ascii: "-") else { return nil }
            }
            guard let high = utf8.popFirst().flatMap(hexValue), let low = utf8.popFirst().flatMap(hexValue) else { return nil }
            bytes[index] = high << 4 | low
        }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// `value` as its wire value when it is a UUID, which the coders write and read themselves.
    static func uuidValue<Value>(_ value: Value) -> WireValue? {
        guard Value.self == UUID.self, let uuid = value as? UUID else { return nil }
        return .string(uuidString(uuid))
    }

    /// The UUID this value spells when `Value` is `UUID`; nil when `Value` is another type.
    func decodedUUID<Value>(as type: Value.Type, _ codingPath: [any CodingKey]) throws -> Value? {
        guard type == UUID.self else { return nil }
        guard let uuid = Self.uuid(try string(codingPath)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "not a UUID"))
        }
        return uuid as? Value
    }
}
