import IMSimModel
import IMSimScenario

/// How a run with a scenario ended, live or embedded: what the command reports and writes.
public struct RunEnding: Sendable {
    /// The scenario's outcome; nil for a run without a scenario.
    public var outcome: RunOutcome?
    public var end: RunEnd
    public var results: StepResults
    /// The state model's coverage; nil without a model.
    public var modelCoverage: ModelCoverage?
    /// Messages a phone never received while the scenario ran.
    public var lostMessages: [LostMessage] = []
    /// The journal as read while the run wrote it (the embedded run); nil: read it from its file.
    public var journal: JournalReading?

    package init(outcome: RunOutcome?, end: RunEnd, results: StepResults, modelCoverage: ModelCoverage?,
                 lostMessages: [LostMessage]) {
        self.outcome = outcome
        self.end = end
        self.results = results
        self.modelCoverage = modelCoverage
        self.lostMessages = lostMessages
    }
}
