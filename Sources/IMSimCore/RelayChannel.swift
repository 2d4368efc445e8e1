/// Phones and the relay. The relay is the only network between phones.
public enum PhoneToRelay: Codable, Equatable, Sendable {
    /// Deliver to each recipient by name.
    case send(MessagePayload, recipients: [String])
    /// Benchmarks: echo `payload` back to `to`'s sender via `to`.
    case ping(to: String, sequence: Int)
    case pong(to: String, sequence: Int)
}

public enum RelayToPhone: Codable, Equatable, Sendable {
    case incoming(MessagePayload)
    /// The relay took the message; names it could not reach are listed.
    case accepted(messageID: MessagePayload.ID, unreachable: [String])
    case ping(from: String, sequence: Int)
    case pong(from: String, sequence: Int)
}

extension MessagePayload: Identifiable {}
