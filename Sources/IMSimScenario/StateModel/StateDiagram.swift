/// A PlantUML state diagram, as far as a state model needs it: states and the transitions between
/// them, each with the line it is written on. `[*]` is the start and the end (the app closed).
public struct StateDiagram: Equatable, Sendable {
    /// The start and end pseudo-state.
    public static let terminal = "[*]"

    public struct State: Equatable, Sendable {
        public var id: String
        /// The name shown (`state "Menu (Compact)" as CM`); the id when none is given.
        public var label: String
        /// Where it is declared, or first used in a transition.
        public var line: Int
    }

    public struct Edge: Hashable, Sendable, CustomStringConvertible {
        public var from: String
        public var to: String
        /// The transition's label with PlantUML's `\n` and `\l` as spaces; nil without one.
        public var label: String?
        public var line: Int

        public var description: String { "\(from) --> \(to)" + (label.map { " : \($0)" } ?? "") }
    }

    /// The path the diagram was read from, as given; locations name it.
    public var file: String
    public var title: String?
    /// Every state but `[*]`, in the order first written.
    public var states: [State]
    public var edges: [Edge]

    public init(file: String, title: String? = nil, states: [State], edges: [Edge]) {
        self.file = file
        self.title = title
        self.states = states
        self.edges = edges
    }

    public func state(_ id: String) -> State? {
        states.first { $0.id == id }
    }

    /// The transitions leaving `id`, in the order written.
    public func edges(from id: String) -> [Edge] {
        edges.filter { $0.from == id }
    }

    /// `file:line` of `id`'s declaration (the diagram's first line for `[*]`).
    public func location(of id: String) -> SourceLocation {
        SourceLocation(file: file, line: state(id)?.line ?? 1, column: 1)
    }
}
