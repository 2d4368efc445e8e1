import Foundation
import IMSimCore

/// What a transcript item or the staged message must be. Only the fields given are compared.
public struct BubbleExpectation: Equatable, Sendable {
    /// `.bubble` unless given; nil: either kind.
    public var kind: TranscriptItem.Kind?
    /// The layout's caption.
    public var caption: String?
    /// The sender's name.
    public var sender: String?
    /// Every query item of the message's URL, in order (`MessagePayload.queryItems`).
    public var query: [QueryItem]?
    /// Query items the message's URL has, in any order, among others (`query-contains`).
    public var queryContains: [QueryItem]?
    /// A summary item's text.
    public var summary: String?
    /// A text item's text.
    public var text: String?
    /// An attachment's file name as shown, or a sticker's description.
    public var filename: String?
    /// What the layout's image must be.
    public var image: ImageExpectation?
    /// A live layout drawn on this phone by its extension, showing at least these texts; an empty
    /// list: not drawn (the alternate layout is shown).
    public var live: [String]?
    /// The layout's other texts (a live layout's alternate's) and the message's `summaryText`
    /// (see `BubbleExpectation+Layout`).
    public var subcaption: String?
    public var trailingCaption: String?
    public var trailingSubcaption: String?
    public var imageTitle: String?
    public var imageSubtitle: String?
    public var summaryText: String?

    public enum ImageExpectation: String, Equatable, Sendable {
        /// No image.
        case none
        /// An image file a sticker could be made of (`MSSticker`'s rules).
        case sticker

        func matches(_ facts: ImageFacts?) -> Bool {
            switch self {
            case .none: facts == nil
            case .sticker: facts?.isValidSticker == true
            }
        }
    }

    public init(kind: TranscriptItem.Kind? = .bubble, caption: String? = nil, sender: String? = nil,
                query: [QueryItem]? = nil, summary: String? = nil, text: String? = nil, filename: String? = nil,
                image: ImageExpectation? = nil, live: [String]? = nil, queryContains: [QueryItem]? = nil) {
        self.queryContains = queryContains
        self.kind = kind
        self.caption = caption
        self.sender = sender
        self.query = query
        self.summary = summary
        self.text = text
        self.filename = filename
        self.live = live
        self.image = image
    }

    /// `[]` matches an undrawn bubble; texts match a drawn one showing each of them.
    static func live(_ texts: [String], matches drawn: LiveBubble?) -> Bool {
        guard let drawn else { return texts.isEmpty }
        return !texts.isEmpty && texts.allSatisfy(drawn.texts.contains)
    }

    /// Whether `item` has every field this expectation gives. `identifiers`, the phone's identifier for
    /// each participant, resolve `$Kate` in query values.
    public func matches(_ item: TranscriptItem, identifiers: ParticipantIdentifiers? = nil) -> Bool {
        let queries = QueryComparison(identifiers: identifiers)
        return (kind == nil || kind == item.kind)
            && (caption == nil || caption == item.caption)
            && (sender == nil || sender == item.senderName)
            && (query.map { queries.matches($0, item.message.queryItems) } ?? true)
            && (queryContains.map { queries.containsAll($0, in: item.message.queryItems) } ?? true)
            && givenTexts.allSatisfy { Self.text(forKey: $0.key, of: item) == $0.text }
            && (summary == nil || summary == item.summary)
            && (text == nil || text == item.text)
            && (filename == nil || filename == item.filename)
            && (image == nil || image?.matches(item.image) == true)
            && (live == nil || Self.live(live ?? [], matches: item.live))
    }
}
