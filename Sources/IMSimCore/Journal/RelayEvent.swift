import Foundation

/// A routing decision of the relay, the network between phones.
public enum RelayEvent: Codable, Equatable, Sendable {
    case connected(name: String)
    case disconnected(name: String, reason: String?)
    /// A connection the relay closed before it was a phone: why.
    case refused(reason: String)
    /// Message `messageID` from `from` went to `to`; `unreachable` were not connected.
    case routed(messageID: UUID, from: String, to: [String], unreachable: [String], bytes: Int)
}
