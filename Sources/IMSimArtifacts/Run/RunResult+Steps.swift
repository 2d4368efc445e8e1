import IMSimScenario

extension RunResult {
    /// The steps of `result.json`: as read from one, or made from a run's results as they are read
    /// (holding a 100,000-step run's steps as `Step`s took 14 MB more at its end).
    public typealias Steps = MadeList<Step>
}

extension MadeList where Element == RunResult.Step {
    init(_ results: StepResults) {
        self.init(count: results.count) { RunResult.Step(results[$0]) }
    }
}

extension RunResult.Step {
    init(_ result: StepResult) {
        let (outcome, failure): (String, String?) = switch result.outcome {
        case .passed: ("passed", nil)
        case let .failed(reason): ("failed", reason)
        case .skipped: ("skipped", nil)
        }
        self.init(step: result.step, location: "\(result.location)", outcome: outcome,
                  milliseconds: Double(result.duration.components.seconds) * 1000
                      + Double(result.duration.components.attoseconds) / 1e15,
                  failure: failure)
    }
}
