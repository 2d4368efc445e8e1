import IMSimScenario
import IMSimModel

extension ObservedEnding {
    /// How a run of a scenario ended: a failure at its failed step's line (at no line when none
    /// failed: imsim's own error, or an extension crash between steps).
    public init(outcome: RunOutcome, results: StepResults) {
        let failedLine = results.first { if case .failed = $0.outcome { true } else { false } }?.location.line
        switch outcome {
        case .passed: self.init(exitStatus: 0)
        case let .failed(reason): self.init(exitStatus: 1, failures: [Failure(line: failedLine, message: reason)])
        case let .infrastructureFailure(reason): self.init(exitStatus: 2, failures: [Failure(line: nil, message: reason)])
        }
    }
}
