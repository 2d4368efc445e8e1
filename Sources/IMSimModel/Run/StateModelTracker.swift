import IMSimCore
import IMSimScenario

/// Follows every phone through a scenario's state model: after each step, each phone's screen is
/// mapped to a state, and a change of state must be a transition of the diagram. Pure; `StepEngine`
/// feeds it the same `PhoneState`s it checks expectations against.
public struct StateModelTracker: Sendable {
    public let model: StateModel
    /// Each phone's state; every phone starts closed (`[*]`).
    public private(set) var current: [String: String] = [:]
    private var visited: Set<String> = []
    private var taken: Set<StateDiagram.Edge> = []

    public init(model: StateModel) {
        self.model = model
    }

    /// Maps `snapshot` to a state of the model and records the transition to it. Returns why it
    /// cannot: the screen matches no state, or the change is not a transition of the diagram.
    public mutating func observe(_ snapshot: PhoneSnapshot) -> String? {
        let phone = snapshot.name
        let from = current[phone] ?? StateDiagram.terminal
        let candidates = model.states(matching: snapshot)
        let diagram = model.diagram
        guard !candidates.isEmpty else {
            let states = ([StateDiagram.terminal] + diagram.states.map(\.id)).map { id in
                "\(id) (\(model.identities[id]?.description ?? "?"))"
            }
            return "\(diagram.file):1: \(phone)'s screen (\(StateModel.describe(snapshot))) matches no state of the model; "
                + "its states: " + states.joined(separator: ", ")
        }
        if candidates.contains(from) { return nil }
        guard let edge = diagram.edges(from: from).first(where: { candidates.contains($0.to) }) else {
            let leaving = diagram.edges(from: from).map { "\($0) (line \($0.line))" }
            let to = candidates.count == 1 ? candidates[0] : "any of " + candidates.joined(separator: ", ")
            return "\(diagram.location(of: from).file):\(diagram.location(of: from).line): \(phone) went from \(from) to \(to) "
                + "(\(StateModel.describe(snapshot))), which is not a transition of the diagram; from \(from) it has: "
                + (leaving.isEmpty ? "none" : leaving.joined(separator: ", "))
        }
        current[phone] = edge.to
        taken.insert(edge)
        if edge.to != StateDiagram.terminal { visited.insert(edge.to) }
        return nil
    }

    public var coverage: ModelCoverage {
        ModelCoverage(diagram: model.diagram, visited: visited, taken: taken)
    }
}
