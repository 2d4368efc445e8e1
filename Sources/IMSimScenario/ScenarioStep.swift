import IMSimCore

/// One step of a scenario: a participant does something, or the scenario waits until a
/// participant's phone shows what it expects.
public struct ScenarioStep: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The participant does what a person would (`Kate: tap "New party"`).
        case perform(participant: String, command: Command)
        /// Wait until every expectation holds on the participant's phone, for at most `within`
        /// (nil: the scenario's `timeout`).
        case expect(participant: String, expectations: [Expectation], within: Duration?)
        /// Several participants act at the same moment, each a `.perform` step; the step ends when
        /// every phone has finished (`- together: {Kate: send, John: send}`).
        case together([ScenarioStep])
    }

    /// Where the step is written: the verb for `perform`, the `expect NAME` key for `expect`.
    public var location: SourceLocation
    public var kind: Kind

    public init(location: SourceLocation, kind: Kind) {
        self.location = location
        self.kind = kind
    }

    /// The participants who act in the step (`perform`, and each of `together`'s).
    public var actors: [String] {
        switch kind {
        case .perform(let participant, _): [participant]
        case .expect: []
        case .together(let steps): steps.flatMap(\.actors)
        }
    }

    /// The participant the step concerns; for `together`, each, joined with "+".
    public var participant: String {
        switch kind {
        case .perform(let participant, _), .expect(let participant, _, _): participant
        case .together(let steps): steps.map(\.participant).joined(separator: "+")
        }
    }

    /// The step as written, shortened: `Kate: tap "New party"`, `expect John: transcript, staged within 2s`.
    public var description: String {
        switch kind {
        case let .perform(participant, command):
            return "\(participant): \(command.verbText)"
        case let .expect(participant, expectations, within):
            let keys = expectations.map(\.kind.key).joined(separator: ", ")
            return "expect \(participant): \(keys)" + (within.map { " within \($0.scenarioText)" } ?? "")
        case let .together(steps):
            return "together: " + steps.map(\.description).joined(separator: ", ")
        }
    }
}

extension ScenarioStep.Kind {
    public var isTogether: Bool { if case .together = self { true } else { false } }
}
