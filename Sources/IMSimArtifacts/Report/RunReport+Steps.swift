extension RunReport {
    /// The page's list of steps: as read from a page's JSON, or made from a run's result, the
    /// journal's span of each step and the pictures drawn after it as they are read (a
    /// 100,000-step run's list as `Step`s held 15 MB at its end).
    public typealias Steps = MadeList<Step>
}

extension MadeList where Element == RunReport.Step {
    /// When a step began and ended, ms from the journal's start (nan: not in the journal).
    struct Span: Sendable {
        var start: Double
        var end: Double
    }

    init(results: RunResult.Steps, spans: [Span]) {
        self.init(count: results.count) { index in
            let step = results[index]
            let span = spans.indices.contains(index) ? spans[index] : Span(start: .nan, end: .nan)
            // A step the run ended during is skipped in result.json; the journal shows it began.
            return RunReport.Step(text: step.step, location: step.location,
                                  outcome: step.outcome == "skipped" && !span.start.isNaN ? "unfinished" : step.outcome,
                                  milliseconds: step.outcome == "skipped" ? nil : step.milliseconds, failure: step.failure,
                                  start: span.start.isNaN ? nil : span.start, end: span.end.isNaN ? nil : span.end, after: [])
        }
    }

    /// These steps with `pictures` after those that have any (`Step.after`).
    func with(pictures: [Int: [Int?]]) -> Self {
        guard !pictures.isEmpty else { return self }
        return Self(count: count) { [self] index in
            var step = self[index]
            if let after = pictures[index] { step.after = after }
            return step
        }
    }
}
