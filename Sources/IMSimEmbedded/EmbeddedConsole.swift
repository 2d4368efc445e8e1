import IMSimCore
import IMSimModel
import IMSimScenario

/// Where an embedded run stops for a console in its terminal, and how it reads and prints there.
public struct EmbeddedConsole: Sendable {
    /// The step (counting from 1) before which the console opens; nil: none.
    public var atStep: Int?
    /// The console opens when the scenario fails, before the run ends.
    public var atFailure: Bool
    public var options: ConsoleOptions
    /// Reads a line after the prompt; nil at the end of input (the console closes).
    public var readLine: @Sendable (String) -> String?

    public init(atStep: Int? = nil, atFailure: Bool = false, options: ConsoleOptions, readLine: @escaping @Sendable (String) -> String?) {
        self.atStep = atStep
        self.atFailure = atFailure
        self.options = options
        self.readLine = readLine
    }
}

/// A console open in an embedded run: its session, and what the steps may not see until it closes.
@MainActor
final class OpenConsole {
    var session: ConsoleSession
    /// It prompted: the next line is read at the run's next turn.
    var wantsLine = false
    /// Journal entries it has not been given.
    var unfed: [JournalEntry] = []
    var deadlines: [Int: SeededScheduler<EmbeddedJob>.TimerID] = [:]
    /// The steps' actions and inputs held while it is open, in order.
    var heldActions: [StepEngine.Action] = []
    var heldInputs: [StepEngine.Input] = []

    init(participant: String, options: ConsoleOptions) {
        session = ConsoleSession(participant: participant, options: options)
    }
}
