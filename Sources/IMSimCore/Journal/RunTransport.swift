/// How a run's parts talk: real processes on Unix sockets (the default), or one process with in-memory
/// links in an order drawn from the seed.
public enum RunTransport: String, Codable, Sendable, CaseIterable {
    case live
    case embedded
}
