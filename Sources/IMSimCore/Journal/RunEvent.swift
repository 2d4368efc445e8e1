/// What the run itself did: started, its processes and clients came and went, it ended.
public enum RunEvent: Codable, Equatable, Sendable {
    case started(info: RunInfo)
    /// Every phone and the relay are up: clients may act.
    case ready
    case processExited(name: String, how: String, expected: Bool)
    case clientConnected(name: String)
    case clientDisconnected(name: String)
    case ended(reason: String)
}
