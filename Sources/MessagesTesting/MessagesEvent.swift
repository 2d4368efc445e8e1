import IMSimCore
import IMSimModel
import Messages

/// Something the extension under test did, or Messages did for it, in the order it happened: what a
/// `MessagesTestStore` asks the test to assert, every one of them.
public enum MessagesEvent: Equatable, Sendable, CustomStringConvertible {
    /// A callback Messages or UIKit made: `viewDidLoad`, `willBecomeActive`, `didTransition(expanded)`,
    /// `didReceive`, `didSelect`...
    case callback(String)
    /// The extension asked for another presentation style (`requestPresentationStyle(_:)`).
    case requestedStyle(MSMessagesAppPresentationStyle)
    /// The extension asked to be dismissed (`dismiss()`).
    case requestedDismiss
    /// A message is in the input field, to be sent when the person presses send (`insert(_:)`).
    case staged(Message)
    /// A message went to the others: the person pressed send, or the extension sent it (`send(_:)`).
    case sent(Message, to: [String])
    /// A message from someone else arrived on this phone.
    case received(Message, from: String)
    /// A line the extension logged (`Logger`, `os_log`).
    case logged(String)

    /// A message as a person and a test see it.
    public struct Message: Equatable, Sendable, CustomStringConvertible {
        public var caption: String?
        public var url: String?

        public init(caption: String? = nil, url: String? = nil) {
            self.caption = caption
            self.url = url
        }

        init(_ payload: MessagePayload) {
            self.init(caption: payload.layout?.caption ?? payload.summaryText, url: payload.url)
        }

        public var description: String {
            [caption.map { "caption: \($0.debugDescription)" }, url.map { "url: \($0.debugDescription)" }]
                .compactMap { $0 }.joined(separator: ", ")
        }
    }

    public var description: String {
        switch self {
        case let .callback(name): "callback \(name)"
        case let .requestedStyle(style): "requested style \(style == .expanded ? "expanded" : style == .compact ? "compact" : "transcript")"
        case .requestedDismiss: "requested dismiss"
        case let .staged(message): "staged (\(message))"
        case let .sent(message, to): "sent (\(message)) to \(to.joined(separator: ", "))"
        case let .received(message, from): "received (\(message)) from \(from)"
        case let .logged(line): "logged \(line.debugDescription)"
        }
    }
}
