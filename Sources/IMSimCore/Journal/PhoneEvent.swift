import Foundation

/// Something that happened on one phone, in the order it happened. Every phone reports these as
/// they happen; `PhoneState.apply(_:)` derives what the phone shows from them, so nothing
/// proportional to a transcript's length crosses a socket. Schema: docs/JOURNAL.md.
public enum PhoneEvent: Codable, Equatable, Sendable {
    /// The phone is up, in the conversations with these ids (the first on screen; their members are
    /// in the run's `RunInfo`), with these apps installed. Its identifiers for the people it knows
    /// derive from the run's seed (`ParticipantIdentifiers`): nothing here grows with the cast.
    case started(conversations: [String], apps: [String])
    /// A person's action began; `request` numbers it for the client that asked.
    case commandStarted(request: Int, command: Command)
    /// It ended, idle again; `failure` says why it could not be done.
    case commandFinished(request: Int, failure: String?)
    /// Another conversation is on screen.
    case switchedConversation(id: String)
    /// An extension process was started, the `launch`-th on this phone, in `style`.
    case extensionLaunched(launch: Int, bundleIdentifier: String, displayName: String, style: PresentationStyle)
    /// One of Apple's callbacks, as the extension received it (`viewDidLoad`, `willTransition(expanded)`).
    case callback(name: String)
    /// A message the extension logged with unified logging (`Logger`, `os_log`), between its callbacks.
    case logged(entry: LogEntry)
    /// What the extension asked Messages for.
    case extensionRequested(action: ExtensionAction)
    /// The running app's presentation style changed.
    case styleChanged(style: PresentationStyle)
    /// What the running app shows changed.
    case screenChanged(screen: ScreenSnapshot)
    /// The extension process ended: `expected` after `didResignActive`, otherwise it crashed or
    /// exited on its own (`how`, e.g. "was killed by signal 4").
    case extensionEnded(launch: Int, how: String, expected: Bool)
    /// What extension launch `launch` had used when the phone ended it (after `didResignActive`).
    case extensionUsage(launch: Int, usage: ProcessUsage)
    /// The extension process was stopped (SIGSTOP, a debugger): it runs none of its code until it
    /// is continued.
    case extensionStopped(launch: Int)
    /// The stopped extension process runs again (SIGCONT).
    case extensionContinued(launch: Int)
    /// A line an extension process printed.
    case output(line: String)
    /// What the input field of `conversation` holds now; nil: nothing.
    case staged(conversation: String, item: TranscriptItem?)
    /// A new item at the bottom of `conversation`'s transcript.
    case appended(conversation: String, item: TranscriptItem)
    /// The item of message `messageID` (a bubble) became `item` in place: a summary when a newer
    /// bubble of its session arrived, or the bubble with its live layout drawn.
    case replaced(conversation: String, messageID: UUID, item: TranscriptItem)
    /// Message `messageID` left `conversation`'s transcript (it expired).
    case removed(conversation: String, messageID: UUID)
    /// A message went to the relay for these recipients.
    case sent(messageID: UUID, recipients: [String])
    /// The relay took it; these recipients could not be reached.
    case delivered(messageID: UUID, unreachable: [String])
    /// A message arrived from the relay (also one the phone then dropped).
    case received(messageID: UUID, from: String)
    /// A message that arrived was dropped: why.
    case dropped(messageID: UUID, reason: String)
    /// These received messages were read (their conversation was on screen).
    case read(conversation: String, messageIDs: [UUID])
    /// The person kept an expiring message.
    case kept(messageID: UUID)
}

/// A conversation as a phone starts in it.
public struct ConversationInfo: Codable, Equatable, Sendable {
    public var id: String
    /// Everyone in it, the phone's owner included.
    public var members: [String]

    public init(id: String, members: [String]) {
        self.id = id
        self.members = members
    }
}
