/// How one step of a run went, for the console and the JUnit report.
public struct StepResult: Hashable, Sendable, CustomStringConvertible {
    public enum Outcome: Hashable, Sendable {
        case passed
        /// The details: mismatches, a command's failure, a crashed extension's last output.
        case failed(String)
        /// Not run, because an earlier step failed.
        case skipped
    }

    /// The step as written, `ScenarioStep.description`.
    public var step: String
    public var location: SourceLocation
    public var duration: Duration
    public var outcome: Outcome

    public init(step: String, location: SourceLocation, duration: Duration, outcome: Outcome) {
        self.step = step
        self.location = location
        self.duration = duration
        self.outcome = outcome
    }

    /// The result of `step`.
    public init(step: ScenarioStep, duration: Duration, outcome: Outcome) {
        self.init(step: step.description, location: step.location, duration: duration, outcome: outcome)
    }

    /// One console line: `  ✓ Kate: tap "New party"  (3 ms)`, `  ✗ …  (2.00 s)`, `  - send  (skipped)`.
    /// A failure's details are not included; print them after it.
    public var description: String { consoleLine }

    /// The same as `description`.
    public var consoleLine: String {
        switch outcome {
        case .passed: "  ✓ \(step)  (\(duration.consoleText))"
        case .failed: "  ✗ \(step)  (\(duration.consoleText))"
        case .skipped: "  - \(step)  (skipped)"
        }
    }
}
