import Foundation

extension WireValue {
    /// A UUID as `UUID.uuidString` writes it (upper-case hex, 8-4-4-4-12), formatted here: Foundation
    /// formats and parses UUIDs with `sprintf` and `sscanf`, and every message carries several.
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
        var text = text
        return text.withUTF8 { utf8 -> UUID? in
            guard utf8.count == 36 else { return nil }
            var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &uuid) { bytes -> Bool in
                var offset = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        guard utf8[offset] == UInt8(ascii: "-") else { return false }
                        offset += 1
                    }
                    guard let high = hexValue(utf8[offset]), let low = hexValue(utf8[offset + 1]) else { return false }
                    bytes[index] = high << 4 | low
                    offset += 2
                }
                return true
            }
            return parsed ? UUID(uuid: uuid) : nil
        }
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// `value` as its wire value when it is a UUID or a list of strings (the largest cast's members):
    /// the coders write these themselves, without a generic container per item.
    static func direct<Value>(_ value: Value) -> WireValue? {
        if Value.self == UUID.self, let uuid = value as? UUID { return .string(uuidString(uuid)) }
        if Value.self == [String].self, let strings = value as? [String] { return .list(strings.map(WireValue.string)) }
        return nil
    }
}
