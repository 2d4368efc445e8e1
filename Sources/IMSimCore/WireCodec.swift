import Foundation

/// Encodes and decodes the JSON payloads carried in frames.
public enum WireCodec {
    public static func encode<Message: Encodable>(_ message: Message) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return Array(try encoder.encode(message))
        } catch {
            preconditionFailure("wire types always encode: \(error)")
        }
    }

    public static func decode<Message: Decodable>(_ type: Message.Type, from payload: [UInt8]) throws(FrameError) -> Message {
        do {
            return try JSONDecoder().decode(type, from: Data(payload))
        } catch {
            throw FrameError.malformed("not a \(Message.self): \(Self.summary(of: error))")
        }
    }

    /// The framed bytes of `message`.
    public static func frame<Message: Encodable>(_ message: Message) -> [UInt8] {
        FrameEncoder.frame(encode(message))
    }

    private static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(context.debugDescription) at '\(path)'"
        default: return "\(error)"
        }
    }
}
