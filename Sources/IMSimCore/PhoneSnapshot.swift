import Foundation

/// Everything a scenario can observe on one phone. Phones push one after every change.
public struct PhoneSnapshot: Codable, Equatable, Sendable {
    public var name: String
    /// The conversation on screen; `transcript` and `staged` are its own.
    public var conversation: String
    /// The extension on screen, nil when the app drawer is closed.
    public var app: RunningApp?
    /// The active conversation's transcript, oldest first.
    public var transcript: [TranscriptItem]
    /// What is staged in the input field.
    public var staged: TranscriptItem?
    /// Every callback each extension launch received, in order, across launches.
    public var lifecycle: [String]
    /// The last lines the extension processes printed.
    public var extensionOutput: [String]
    /// `lifecycle` with the messages the app logged (`Logger`, `os_log`) in between, across launches.
    public var timeline: [TraceEvent]
    /// This phone's identifier for each participant it knows, itself included (scenarios' `$Kate`).
    public var identifiers: ParticipantIdentifiers

    public init(name: String, conversation: String = "", app: RunningApp? = nil, transcript: [TranscriptItem] = [],
                staged: TranscriptItem? = nil, lifecycle: [String] = [], extensionOutput: [String] = [],
                timeline: [TraceEvent] = []) {
        self.timeline = timeline
        self.name = name
        self.conversation = conversation
        self.app = app
        self.transcript = transcript
        self.staged = staged
        self.lifecycle = lifecycle
        self.extensionOutput = extensionOutput
        identifiers = ParticipantIdentifiers(seed: 0, owner: name, names: [])
    }

    public var bubbles: [TranscriptItem] { transcript.filter { $0.kind == .bubble } }
}

public struct RunningApp: Codable, Equatable, Sendable {
    public var bundleIdentifier: String
    public var style: PresentationStyle
    public var screen: ScreenSnapshot

    public init(bundleIdentifier: String, style: PresentationStyle, screen: ScreenSnapshot) {
        self.bundleIdentifier = bundleIdentifier
        self.style = style
        self.screen = screen
    }
}

/// A line of the transcript: an interactive message's bubble, the summary left where a session's older
/// bubble was, or text, a sticker or an attachment.
public struct TranscriptItem: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable { case bubble, summary, text, sticker, attachment }
    public var kind: Kind
    public var message: MessagePayload
    /// For a summary: the text shown.
    public var summary: String?
    /// The layout's image as this phone read it; nil without an image.
    public var image: ImageFacts?
    /// A live layout drawn by a transcript-style instance of its extension on this phone; nil when
    /// the phone shows the alternate layout (or has not drawn it yet).
    public var live: LiveBubble?

    public init(kind: Kind, message: MessagePayload, summary: String? = nil, image: ImageFacts? = nil) {
        self.kind = kind
        self.message = message
        self.summary = summary
        self.image = image
    }

    /// The item a message makes in the transcript.
    public init(_ message: MessagePayload) {
        let kind: Kind = switch message.content {
        case .interactive: .bubble
        case .text: .text
        case .sticker: .sticker
        case .attachment: .attachment
        }
        self.init(kind: kind, message: message)
    }

    public var senderName: String { message.senderName }
    /// The caption as shown: participants' names in place of `$UUID`; a live layout's is its alternate's.
    public var caption: String? {
        let layout = message.shownLayout
        return layout?.kind == .live ? layout?.alternate?.first?.caption : layout?.caption
    }

    /// A message whose layout is `MSMessageLiveLayout`.
    public var isLive: Bool { message.layout?.kind == .live }
    /// A text item's text.
    public var text: String? { if case let .text(text) = message.content { text } else { nil } }
    /// An attachment's file name as shown, or a sticker's description.
    public var filename: String? {
        switch message.content {
        case let .attachment(_, filename): filename
        case let .sticker(_, description): description
        case .interactive, .text: nil
        }
    }
}
