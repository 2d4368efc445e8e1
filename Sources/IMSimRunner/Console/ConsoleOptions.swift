/// How a console behaves, from `imsim attach`'s options.
public struct ConsoleOptions: Equatable, Sendable {
    /// Stop at the first line that fails, with exit status 1.
    public var bail: Bool
    /// How long an `expect` waits for its expectations when it names no `within`.
    public var expectTimeout: Duration

    public init(bail: Bool = false, expectTimeout: Duration = .seconds(5)) {
        self.bail = bail
        self.expectTimeout = expectTimeout
    }
}
