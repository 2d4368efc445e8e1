/// Encodes and decodes the payloads carried in frames, in the binary wire format (`WireValue`).
public enum WireCodec {
    public static func encode<Message: Encodable>(_ message: Message) -> [UInt8] {
        do {
            return try WireEncoder().encode(message)
        } catch {
            preconditionFailure("wire types always encode: \(error)")
        }
    }

    public static func decode<Message: Decodable>(_ type: Message.Type, from payload: [UInt8]) throws(FrameError) -> Message {
        do {
            return try WireDecoder().decode(type, from: payload)
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
        case DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty ? context.debugDescription : "\(context.debugDescription) at '\(path(context.codingPath))'"
        case DecodingError.keyNotFound(let key, let context):
            context.codingPath.isEmpty ? "missing key '\(key.stringValue)'" : "missing key '\(key.stringValue)' at '\(path(context.codingPath))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.debugDescription) at '\(path(context.codingPath))'"
        default: "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String { codingPath.map(\.stringValue).joined(separator: ".") }
}
