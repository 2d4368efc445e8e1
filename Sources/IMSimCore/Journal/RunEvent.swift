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
    /// What a process of the run had used when the run ended: `process` is a participant's name (their
    /// phone), `relay` or `run` (the runner). Only where it could be read.
    case usage(process: String, usage: ProcessUsage)
    /// Message `messageID` from `from` that `to` never received, and why (its phone died, the run ended first).
    case dropped(messageID: UUID, from: String, to: String, reason: String)
}
