import Foundation

/// What the run itself did: started, its processes and clients came and went, it ended.
public enum RunEvent: Codable, Equatable, Sendable {
    case started(info: RunInfo)
    /// Every phone and the relay are up: clients may act.
    case ready
    case processExited(name: String, how: String, expected: Bool)
    case clientConnected(name: String)
    case clientDisconnected(name: String)
    case ended(reason: String)
    /// Message `messageID` from `from` that `to` never received, and why (its phone died, the run ended first).
    case dropped(messageID: UUID, from: String, to: String, reason: String)
}
