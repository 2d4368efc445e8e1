import IMSimScenario

extension RunResult {
    /// The steps of `result.json`: as read from one, or made one at a time from a run's results
    /// (holding a 100,000-step run's steps as `Step`s took 14 MB more at its end).
    public struct Steps: RandomAccessCollection, Codable, Equatable, Sendable, ExpressibleByArrayLiteral {
        private var listed: [Step]
        private var results: StepResults

        public init(_ steps: [Step]) {
            listed = steps
            results = []
        }

        public init(arrayLiteral steps: Step...) {
            self.init(steps)
        }

        init(_ results: StepResults) {
            listed = []
            self.results = results
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
            listed.isEmpty ? Step(results[position]) : listed[position]
        }

        public static func == (left: Steps, right: Steps) -> Bool {
            left.elementsEqual(right)
        }
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
