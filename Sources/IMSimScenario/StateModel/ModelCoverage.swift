/// How much of a state model a run went through: the states reached and the transitions taken, out
/// of all the diagram has, and those never taken.
public struct ModelCoverage: Codable, Hashable, Sendable {
    public var diagram: String
    public var statesVisited: Int
    public var statesTotal: Int
    public var edgesTaken: Int
    public var edgesTotal: Int
    /// The states never reached, by id.
    public var unvisitedStates: [String]
    /// The transitions never taken, as written (`EM --> FfE`), each with its line.
    public var untakenEdges: [String]

    public init(diagram: StateDiagram, visited: Set<String>, taken: Set<StateDiagram.Edge>) {
        self.diagram = diagram.file
        statesTotal = diagram.states.count
        statesVisited = diagram.states.filter { visited.contains($0.id) }.count
        edgesTotal = diagram.edges.count
        edgesTaken = diagram.edges.filter { taken.contains($0) }.count
        unvisitedStates = diagram.states.filter { !visited.contains($0.id) }.map(\.id)
        untakenEdges = diagram.edges.filter { !taken.contains($0) }.map { "\($0.from) --> \($0.to) (line \($0.line))" }
    }

    public var isComplete: Bool { untakenEdges.isEmpty && unvisitedStates.isEmpty }

    /// `model states.puml: states 5/5, edges 12/13; never taken: EM --> FfE (line 9)`.
    public var summary: String {
        var text = "model \(diagram): states \(statesVisited)/\(statesTotal), edges \(edgesTaken)/\(edgesTotal)"
        if !unvisitedStates.isEmpty { text += "; never reached: " + unvisitedStates.joined(separator: ", ") }
        if !untakenEdges.isEmpty { text += "; never taken: " + untakenEdges.joined(separator: ", ") }
        return text
    }
}
