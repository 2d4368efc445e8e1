extension RunReport {
    /// The page's list of steps: as read from a page's JSON, or made one at a time from a run's
    /// result, the journal's span of each step and the pictures drawn after it (a 100,000-step run's
    /// list as `Step`s held 15 MB at its end).
    public struct Steps: RandomAccessCollection, Codable, Sendable, ExpressibleByArrayLiteral {
        /// When a step began and ended, ms from the journal's start (nan: not in the journal).
        struct Span: Sendable {
            var start: Double
            var end: Double
        }

        private var listed: [Step]
        private var results: RunResult.Steps = []
        private var spans: [Span] = []
        /// The pictures after the steps that have any (`Step.after`).
        var pictures: [Int: [Int?]] = [:]

        public init(_ steps: [Step]) {
            listed = steps
        }

        public init(arrayLiteral steps: Step...) {
            self.init(steps)
        }

        init(results: RunResult.Steps, spans: [Span]) {
            listed = []
            self.results = results
            self.spans = spans
        }

        public init(from decoder: any Decoder) throws {
            try self.init([Step](from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for step in self { try container.encode(step) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { listed.isEmpty ? results.count : listed.count }

        public subscript(position: Int) -> Step {
            guard listed.isEmpty else { return listed[position] }
            let step = results[position]
            let span = spans.indices.contains(position) ? spans[position] : Span(start: .nan, end: .nan)
            // A step the run ended during is skipped in result.json; the journal shows it began.
            return Step(text: step.step, location: step.location,
                        outcome: step.outcome == "skipped" && !span.start.isNaN ? "unfinished" : step.outcome,
                        milliseconds: step.outcome == "skipped" ? nil : step.milliseconds, failure: step.failure,
                        start: span.start.isNaN ? nil : span.start, end: span.end.isNaN ? nil : span.end,
                        after: pictures[position] ?? [])
        }

        /// Sets the pictures after step `index`.
        mutating func setPictures(_ after: [Int?], at index: Int) {
            if listed.isEmpty { pictures[index] = after } else { listed[index].after = after }
        }
    }
}
