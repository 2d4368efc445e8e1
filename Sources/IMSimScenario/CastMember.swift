/// One participant of a scenario: a name ("Kate") for a phone of its own.
public struct CastMember: Hashable, Sendable {
    public var name: String
    /// Where the name is written in the `cast` list.
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
