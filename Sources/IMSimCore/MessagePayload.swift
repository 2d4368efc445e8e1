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
    /// Out of line: 144 bytes inline made each transcript item 424 bytes, most of them without a
    /// layout or never reading it (a phone holds every item of its transcripts).
    private var boxedLayout: LayoutBox?
    public var layout: LayoutPayload? {
        get { boxedLayout?.layout }
        set { boxedLayout = newValue.map(LayoutBox.init) }
    }
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
        boxedLayout = layout.map(LayoutBox.init)
        self.summaryText = summaryText
        self.accessibilityLabel = accessibilityLabel
        self.shouldExpire = shouldExpire
        self.content = content
    }

    private enum CodingKeys: String, CodingKey {
        case id, conversationID, senderName, bundleIdentifier, sessionID, url, layout, summaryText, accessibilityLabel
        case shouldExpire, content, mentions
    }

    /// As the compiler would write it for the stored layout, in the same order.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        conversationID = try container.decode(String.self, forKey: .conversationID)
        senderName = try container.decode(String.self, forKey: .senderName)
        bundleIdentifier = try container.decode(String.self, forKey: .bundleIdentifier)
        sessionID = try container.decodeIfPresent(UUID.self, forKey: .sessionID)
        url = try container.decodeIfPresent(String.self, forKey: .url)
        boxedLayout = try container.decodeIfPresent(LayoutPayload.self, forKey: .layout).map(LayoutBox.init)
        summaryText = try container.decodeIfPresent(String.self, forKey: .summaryText)
        accessibilityLabel = try container.decodeIfPresent(String.self, forKey: .accessibilityLabel)
        shouldExpire = try container.decode(Bool.self, forKey: .shouldExpire)
        content = try container.decode(MessageContent.self, forKey: .content)
        mentions = try container.decodeIfPresent([UUID: String].self, forKey: .mentions)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(conversationID, forKey: .conversationID)
        try container.encode(senderName, forKey: .senderName)
        try container.encode(bundleIdentifier, forKey: .bundleIdentifier)
        try container.encodeIfPresent(sessionID, forKey: .sessionID)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(layout, forKey: .layout)
        try container.encodeIfPresent(summaryText, forKey: .summaryText)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(shouldExpire, forKey: .shouldExpire)
        try container.encode(content, forKey: .content)
        try container.encodeIfPresent(mentions, forKey: .mentions)
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

/// A message's layout, held once and shared by the copies of its message; never changed in place.
private final class LayoutBox: Equatable, Sendable {
    let layout: LayoutPayload

    init(_ layout: LayoutPayload) {
        self.layout = layout
    }

    static func == (left: LayoutBox, right: LayoutBox) -> Bool {
        left === right || left.layout == right.layout
    }
}
