import IMSimCore

/// A scenario's state model (`model:`): a state diagram and what identifies each of its states on a
/// phone. `StateModelTracker` follows every phone through it.
public struct StateModel: Equatable, Sendable {
    /// What a phone shows in one state.
    public enum Identity: Equatable, Sendable, CustomStringConvertible {
        /// The app drawer is closed (`[*]`, unless mapped otherwise).
        case closed
        /// The app is open with this visible controller and style; nil: any.
        case screen(controller: String?, style: PresentationStyle?)

        public func matches(_ snapshot: PhoneSnapshot) -> Bool {
            switch self {
            case .closed:
                return snapshot.app == nil
            case let .screen(controller, style):
                guard let app = snapshot.app else { return false }
                return (controller == nil || app.screen.visibleController == controller) && (style == nil || app.style == style)
            }
        }

        public var description: String {
            switch self {
            case .closed: "closed"
            case let .screen(controller, style):
                [controller, style?.rawValue].compactMap { $0 }.joined(separator: ", ")
            }
        }
    }

    public var diagram: StateDiagram
    /// Each state's identity, `[*]` included.
    public var identities: [String: Identity]
    /// Where `model` is written in the scenario.
    public var location: SourceLocation

    public init(diagram: StateDiagram, identities: [String: Identity], location: SourceLocation) {
        self.diagram = diagram
        self.identities = identities
        self.location = location
    }

    /// The states whose identity `snapshot` matches, `[*]` first, then in the diagram's order.
    public func states(matching snapshot: PhoneSnapshot) -> [String] {
        ([StateDiagram.terminal] + diagram.states.map(\.id)).filter { identities[$0]?.matches(snapshot) ?? false }
    }

    /// What `snapshot` shows, in the terms identities use.
    public static func describe(_ snapshot: PhoneSnapshot) -> String {
        guard let app = snapshot.app else { return "closed" }
        return "\(app.screen.visibleController ?? "no view controller"), \(app.style.rawValue)"
    }
}
