import Foundation

/// An extension's message as it travels between phones. Participants are named ("Kate"):
/// each phone maps names to its own identifiers.
public struct MessagePayload: Codable, Equatable, Sendable {
    /// Unique per message.
    public var id: UUID
    public var conversationID: String
    public var senderName: String
    /// The extension that made it.
    public var bundleIdentifier: String
    public var sessionID: UUID?
    public var url: String?
    public var layout: LayoutPayload?
    public var summaryText: String?
    public var accessibilityLabel: String?
    public var shouldExpire: Bool
    /// `.interactive` for an `MSMessage`; text, a sticker or an attachment otherwise.
    public var content: MessageContent
    /// The names of the participants the layout's text mentions as `$UUID`, by the UUIDs it uses:
    /// the sending phone's. Lets every phone show names and give its extension its own UUIDs.
    public var mentions: [UUID: String]?

    public init(id: UUID = UUID(), conversationID: String, senderName: String, bundleIdentifier: String,
                sessionID: UUID?, url: String?, layout: LayoutPayload?, summaryText: String? = nil,
                accessibilityLabel: String? = nil, shouldExpire: Bool = false,
                content: MessageContent = .interactive) {
        self.id = id
        self.conversationID = conversationID
        self.senderName = senderName
        self.bundleIdentifier = bundleIdentifier
        self.sessionID = sessionID
        self.url = url
        self.layout = layout
        self.summaryText = summaryText
        self.accessibilityLabel = accessibilityLabel
        self.shouldExpire = shouldExpire
        self.content = content
    }

    /// The layout as a person reads it: each mentioned participant's name in place of `$UUID`.
    public var shownLayout: LayoutPayload? {
        guard let mentions, !mentions.isEmpty else { return layout }
        return layout?.mappingTexts { text in ParticipantMentions.replacing(in: text) { mentions[$0] } }
    }

    /// The URL's query items in order (empty without a URL or query).
    public var queryItems: [QueryItem] {
        guard let url, let components = URLComponents(string: url) else { return [] }
        return (components.queryItems ?? []).map { QueryItem(name: $0.name, value: $0.value) }
    }
}
