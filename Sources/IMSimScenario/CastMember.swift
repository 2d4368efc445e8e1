/// One participant of a scenario: a name ("Kate") for a phone of its own.
public struct CastMember: Hashable, Sendable {
    public var name: String
    /// Where the name is written in the `cast` list.
    public var location: SourceLocation
    /// The member's own device id (`{name: John, device: iphone-se}`); nil: the scenario's `device`.
    public var device: String?

    public init(name: String, location: SourceLocation, device: String? = nil) {
        self.name = name
        self.location = location
        self.device = device
    }
}
