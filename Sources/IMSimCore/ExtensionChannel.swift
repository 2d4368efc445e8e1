import Foundation

/// A phone and the extension process it launched. The host leads: each command is answered
/// by exactly one `ExtensionReport`.
public enum HostToExtension: Codable, Equatable, Sendable {
    case launch(ExtensionLaunch)
    case transition(to: PresentationStyle)
    /// A bubble of this extension tapped while it runs.
    case select(ExtensionMessage)
    case receive(ExtensionMessage)
    case didStartSending(ExtensionMessage)
    case didCancelSending(ExtensionMessage)
    /// Calls the completion handler the extension passed with action `callback`.
    case completion(callback: Int, error: MessageError?)
    case tap(String)
    case type(String, into: String?)
    case gesture(ControlGesture)
    case resign
    /// A transcript-style instance: `contentSizeThatFits(_:)` with this size offered.
    case measure(ContentSize)
    /// Lay out and draw the extension's view at the device's scale into a file at `path`, as raw
    /// pixels (`Canvas.rawPixelData()` in IMSimGraphics) for the phone to draw into its screen.
    case render(path: String)
}

public struct ExtensionLaunch: Codable, Equatable, Sendable {
    public var style: PresentationStyle
    public var conversation: ConversationContext
    /// The phone the extension runs on: its screen, and the frame Messages gives the extension.
    public var device: Device
    public init(style: PresentationStyle, conversation: ConversationContext, device: Device = .default) {
        self.style = style
        self.conversation = conversation
        self.device = device
    }
}

/// The conversation as one phone's extension sees it: identifiers are that phone's own.
public struct ConversationContext: Codable, Equatable, Sendable {
    public var conversationID: String
    public var localParticipantIdentifier: UUID
    public var remoteParticipantIdentifiers: [UUID]
    public var selectedMessage: ExtensionMessage?

    public init(conversationID: String, localParticipantIdentifier: UUID, remoteParticipantIdentifiers: [UUID],
                selectedMessage: ExtensionMessage?) {
        self.conversationID = conversationID
        self.localParticipantIdentifier = localParticipantIdentifier
        self.remoteParticipantIdentifiers = remoteParticipantIdentifiers
        self.selectedMessage = selectedMessage
    }
}

/// A message as the extension sees it on one phone.
public struct ExtensionMessage: Codable, Equatable, Sendable {
    public var payload: MessagePayload
    public var senderParticipantIdentifier: UUID
    public var isPending: Bool

    public init(payload: MessagePayload, senderParticipantIdentifier: UUID, isPending: Bool) {
        self.payload = payload
        self.senderParticipantIdentifier = senderParticipantIdentifier
        self.isPending = isPending
    }
}

/// A message composed by an extension, before the host names its conversation and sender.
public struct DraftMessage: Codable, Equatable, Sendable {
    public var id: UUID
    public var sessionID: UUID?
    public var url: String?
    public var layout: LayoutPayload?
    public var summaryText: String?
    public var accessibilityLabel: String?
    public var shouldExpire: Bool
    public var content: MessageContent

    public init(id: UUID, sessionID: UUID?, url: String?, layout: LayoutPayload?, summaryText: String?,
                accessibilityLabel: String?, shouldExpire: Bool, content: MessageContent = .interactive) {
        self.id = id
        self.sessionID = sessionID
        self.url = url
        self.layout = layout
        self.summaryText = summaryText
        self.accessibilityLabel = accessibilityLabel
        self.shouldExpire = shouldExpire
        self.content = content
    }

    /// Text, a sticker or an attachment, as `insertText`, `insert(_:MSSticker)` and `insertAttachment` make it.
    public init(content: MessageContent) {
        self.init(id: UUID(), sessionID: nil, url: nil, layout: nil, summaryText: nil, accessibilityLabel: nil,
                  shouldExpire: false, content: content)
    }
}

/// `MSMessageErrorCode` values with their domain.
public struct MessageError: Codable, Equatable, Sendable, Error {
    public var domain: String
    public var code: Int
    public var reason: String

    public init(domain: String, code: Int, reason: String) {
        self.domain = domain
        self.code = code
        self.reason = reason
    }
}

public enum ExtensionAction: Codable, Equatable, Sendable {
    case requestPresentationStyle(PresentationStyle)
    case dismiss
    /// Stage in the input field (`send == false`) or send at once.
    case insert(DraftMessage, callback: Int, send: Bool)
    /// An insert or send the framework refused before it reached Messages (a missing attachment):
    /// the host calls completion `callback` with `error`, later, as Messages would.
    case refuse(callback: Int, error: MessageError)
}

public enum ExtensionToHost: Codable, Equatable, Sendable {
    /// The answer to the last command.
    case report(ExtensionReport)
    /// What the extension did outside any command: a timer fired, work came back to the main queue.
    case update(ExtensionReport)
}

/// What one command made the extension do.
public struct ExtensionReport: Codable, Equatable, Sendable {
    /// Callbacks received, in order (`viewDidLoad`, `willTransition(expanded)`, ...).
    public var trace: [String]
    public var actions: [ExtensionAction]
    public var screen: ScreenSnapshot
    /// Set when the command could not be done (no such control on screen).
    public var failure: String?
    /// The answer to `.measure`.
    public var contentSize: ContentSize?
    /// The callbacks of `trace` and the messages the app logged, interleaved in the order they happened.
    public var events: [TraceEvent]
    /// True when `screen` is the one the report before it on the same connection showed: it is then
    /// not encoded, and the receiver puts back the one it has (`ScreenCarry`).
    public var screenUnchanged: Bool

    public init(trace: [String], actions: [ExtensionAction], screen: ScreenSnapshot, failure: String? = nil,
                contentSize: ContentSize? = nil, events: [TraceEvent]? = nil, screenUnchanged: Bool = false) {
        self.trace = trace
        self.actions = actions
        self.screen = screen
        self.failure = failure
        self.contentSize = contentSize
        self.events = events ?? trace.map(TraceEvent.callback)
        self.screenUnchanged = screenUnchanged
    }

    private enum CodingKeys: String, CodingKey {
        case trace, actions, screen, failure, contentSize, events
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trace = try container.decode([String].self, forKey: .trace)
        actions = try container.decode([ExtensionAction].self, forKey: .actions)
        let screen = try container.decodeIfPresent(ScreenSnapshot.self, forKey: .screen)
        self.screen = screen ?? ScreenSnapshot()
        screenUnchanged = screen == nil
        failure = try container.decodeIfPresent(String.self, forKey: .failure)
        contentSize = try container.decodeIfPresent(ContentSize.self, forKey: .contentSize)
        events = try container.decode([TraceEvent].self, forKey: .events)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(trace, forKey: .trace)
        try container.encode(actions, forKey: .actions)
        if !screenUnchanged { try container.encode(screen, forKey: .screen) }
        try container.encodeIfPresent(failure, forKey: .failure)
        try container.encodeIfPresent(contentSize, forKey: .contentSize)
        try container.encode(events, forKey: .events)
    }
}

/// The receiving end of an extension's reports on one connection: puts back the screen a report
/// left out because it had not changed.
public struct ScreenCarry: Sendable {
    private var last = ScreenSnapshot()

    public init() {}

    /// `message` with its report's screen whole.
    public mutating func restore(_ message: ExtensionToHost) -> ExtensionToHost {
        switch message {
        case .report(let report): .report(restore(report))
        case .update(let report): .update(restore(report))
        }
    }

    private mutating func restore(_ report: ExtensionReport) -> ExtensionReport {
        var report = report
        if report.screenUnchanged { report.screen = last } else { last = report.screen }
        return report
    }
}
