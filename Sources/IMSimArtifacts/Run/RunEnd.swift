/// How a run ended.
public struct RunEnd: Equatable, Sendable {
    public var reason: String
    /// imsim's own failure (a process died, startup timed out, interrupted), not the scenario's.
    public var isFailure: Bool

    package init(reason: String, isFailure: Bool) {
        self.reason = reason
        self.isFailure = isFailure
    }
}
