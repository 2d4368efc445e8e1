import Foundation

/// Phones and the relay: the relay is the only network between phones. Like a network it routes
/// opaque bodies by name and stamps the sender; only phones read the bodies (JSON `MessagePayload`).
/// Binary layout in `docs/PROTOCOL.md`.
public enum PhoneToRelay: Equatable, Sendable {
    /// Deliver `body` to each recipient by name; answered by `accepted` with the same id.
    case send(messageID: UUID, recipients: [String], body: [UInt8])
    /// Network-level probes, for latency measurements: routed without a body.
    case ping(to: String, sequence: UInt32)
    case pong(to: String, sequence: UInt32)

    public static func send(_ message: MessagePayload, recipients: [String]) -> PhoneToRelay {
        .send(messageID: message.id, recipients: recipients, body: message.encodedBody())
    }
}

public enum RelayToPhone: Equatable, Sendable {
    /// Message `messageID`'s body from `sender` (stamped by the relay from the sender's hello).
    case incoming(messageID: UUID, sender: String, body: [UInt8])
    /// The relay took the message; names it could not reach are listed.
    case accepted(messageID: UUID, unreachable: [String])
    case ping(from: String, sequence: UInt32)
    case pong(from: String, sequence: UInt32)
}

extension PhoneToRelay: WireMessage {
    public func encodedFrame() -> [UInt8] {
        var writer = EnvelopeWriter()
        switch self {
        case let .send(messageID, recipients, body):
            writer.byte(1)
            writer.uuid(messageID)
            writer.names(recipients)
            writer.rest(body)
        case let .ping(to, sequence):
            writer.probe(kind: 2, name: to, sequence: sequence)
        case let .pong(to, sequence):
            writer.probe(kind: 3, name: to, sequence: sequence)
        }
        return writer.bytes
    }

    public static func decode(frame payload: [UInt8]) throws(FrameError) -> PhoneToRelay {
        var reader = EnvelopeReader(payload, type: "PhoneToRelay")
        switch try reader.byte() {
        case 1: return .send(messageID: try reader.uuid(), recipients: try reader.names(), body: reader.rest())
        case 2: return try .ping(to: reader.name(), sequence: reader.uint32()).checked(reader)
        case 3: return try .pong(to: reader.name(), sequence: reader.uint32()).checked(reader)
        case let kind: throw FrameError.malformed("not a PhoneToRelay: unknown kind \(kind)")
        }
    }

    private func checked(_ reader: EnvelopeReader) throws(FrameError) -> PhoneToRelay {
        try reader.expectEnd()
        return self
    }
}

extension RelayToPhone: WireMessage {
    public func encodedFrame() -> [UInt8] {
        var writer = EnvelopeWriter()
        switch self {
        case let .incoming(messageID, sender, body):
            writer.byte(1)
            writer.uuid(messageID)
            writer.name(sender)
            writer.rest(body)
        case let .accepted(messageID, unreachable):
            writer.byte(2)
            writer.uuid(messageID)
            writer.names(unreachable)
        case let .ping(from, sequence):
            writer.probe(kind: 3, name: from, sequence: sequence)
        case let .pong(from, sequence):
            writer.probe(kind: 4, name: from, sequence: sequence)
        }
        return writer.bytes
    }

    public static func decode(frame payload: [UInt8]) throws(FrameError) -> RelayToPhone {
        var reader = EnvelopeReader(payload, type: "RelayToPhone")
        let message: RelayToPhone
        switch try reader.byte() {
        case 1: return .incoming(messageID: try reader.uuid(), sender: try reader.name(), body: reader.rest())
        case 2: message = .accepted(messageID: try reader.uuid(), unreachable: try reader.names())
        case 3: message = .ping(from: try reader.name(), sequence: try reader.uint32())
        case 4: message = .pong(from: try reader.name(), sequence: try reader.uint32())
        case let kind: throw FrameError.malformed("not a RelayToPhone: unknown kind \(kind)")
        }
        try reader.expectEnd()
        return message
    }
}
