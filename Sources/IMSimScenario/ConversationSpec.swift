/// A conversation a scenario sets up: its name and members, each a participant of the cast.
public struct ConversationSpec: Equatable, Sendable {
    /// Also the conversation's identifier on every phone.
    public var name: String
    public var members: [CastMember]
    /// Where the name is written.
    public var location: SourceLocation

    public init(name: String, members: [CastMember], location: SourceLocation) {
        self.name = name
        self.members = members
        self.location = location
    }

    /// A scenario without `conversations` has one, named `chat`, with the whole cast.
    public static let defaultName = "chat"
}
