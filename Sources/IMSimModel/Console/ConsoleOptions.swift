/// How a console behaves, from `imsim attach`'s options.
public struct ConsoleOptions: Equatable, Sendable {
    /// Stop at the first line that fails, with exit status 1.
    public var bail: Bool
    /// How long an `expect` waits for its expectations when it names no `within`.
    public var expectTimeout: Duration
    /// How long an action may take before the console gives up on it.
    public var actionTimeout: Duration

    /// How the person runs imsim, for hints: `imsim`, `swift run Simulator`.
    public var executable: String

    public init(bail: Bool = false, expectTimeout: Duration = .seconds(5), actionTimeout: Duration = .seconds(10),
                executable: String = "imsim") {
        self.bail = bail
        self.executable = executable
        self.expectTimeout = expectTimeout
        self.actionTimeout = actionTimeout
    }
}
