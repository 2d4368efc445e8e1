import Foundation
import IMSimCore

/// The Messages app of one phone, as pure rules: `handle(_:)` takes an event and returns the actions
/// the shell performs. What the phone shows lives in `state` and changes only through the events it
/// records (`takeEvents()`), the same events every client of the run derives its view from.
/// Commands to the extension go one at a time: the next waits for the report on the previous. A
/// person's action finishes when the app is idle again.
public struct MessagesApp: Equatable, Sendable {
    public let owner: String
    public let apps: [InstalledApp]
    public let directory: ParticipantDirectory
    /// How long a received `shouldExpire` message stays after it was read (a setting of the run).
    public let expiryDelay: Duration
    /// The phone's model: its screen, and the frames Messages gives an extension on it.
    public let device: Device

    /// What the phone shows: conversations, the app on screen, the lifecycle trace.
    public private(set) var state: PhoneState
    public internal(set) var extensionState = ExtensionState.notRunning
    /// Events recorded since the last `takeEvents()`.
    private var outbox: [PhoneEvent] = []

    var commandQueue: [HostToExtension] = []
    var awaitingReport = false
    var awaitingRelay: Set<UUID> = []
    var currentRequest: Int?
    var stepFailure: String?
    var launches = 0
    /// Screenshots waiting for the extension's picture, in the order their `.render` commands were queued.
    var screenshotsAwaitingPicture: [ScreenshotRequest] = []
    /// Where extensions leave their pictures for this phone (`PictureHandoff`); nil: beside each screenshot.
    public var pictureFolder: String?
    var picturesAsked = 0
    /// The command in flight is a `.render`.
    var renderInFlight = false
    /// Received expiring messages already read: their removal is scheduled.
    var readExpiring: Set<UUID> = []
    /// Received expiring messages not read yet, by conversation: reading costs what is unread, not
    /// the transcript's length.
    var unreadExpiring: [String: [UUID]] = [:]
    /// Expiring messages the owner chose to keep.
    var kept: Set<UUID> = []

    public init(owner: String, conversations: [ConversationInfo], apps: [InstalledApp], seed: UInt64,
                expiryDelay: Duration = .seconds(120), device: Device = .default) {
        precondition(!conversations.isEmpty, "a phone is in at least one conversation")
        self.owner = owner
        self.device = device
        self.apps = apps
        self.expiryDelay = expiryDelay
        self.directory = ParticipantDirectory(owner: owner, names: conversations.flatMap(\.members), seed: seed)
        state = PhoneState(name: owner, runConversations: conversations, seed: seed)
        record(.started(conversations: conversations.map(\.id), apps: apps.map(\.key)))
    }

    /// A phone in a single conversation.
    public init(owner: String, conversationID: String, members: [String], apps: [InstalledApp], seed: UInt64) {
        self.init(owner: owner, conversations: [ConversationInfo(id: conversationID, members: members)], apps: apps, seed: seed)
    }

    /// The events recorded since the last call, oldest first.
    public mutating func takeEvents() -> [PhoneEvent] {
        defer { outbox.removeAll(keepingCapacity: true) }
        return outbox
    }

    /// Applies `event` to what the phone shows and keeps it for the journal.
    mutating func record(_ event: PhoneEvent) {
        state.apply(event)
        outbox.append(event)
    }

    public var conversations: [ConversationState] { state.conversations }
    /// The index of the conversation on screen, which an extension opened now runs in.
    public var activeIndex: Int { state.onScreen }
    /// The conversation on screen.
    public var active: ConversationState { state.conversation }
    public var conversationID: String { active.id }
    /// Everyone in the conversation on screen, this phone's owner included.
    public var members: [String] { active.members }
    public var transcript: [TranscriptItem] { active.transcript }
    /// What is staged in the input field of the conversation on screen.
    public var staged: TranscriptItem? { active.staged }
    /// Every callback each launch of an extension received, in order.
    public var lifecycle: [String] { state.lifecycle }

    /// Nothing in flight: no command awaiting its report, no launch or end under way, no message
    /// waiting for the relay.
    public var isIdle: Bool {
        guard !awaitingReport, commandQueue.isEmpty, awaitingRelay.isEmpty else { return false }
        switch extensionState {
        case .notRunning, .running: return true
        case .launching, .terminating: return false
        }
    }

    public mutating func handle(_ event: HostEvent) -> [HostAction] {
        var actions: [HostAction] = []
        switch event {
        case let .perform(request, command):
            if let running = currentRequest {
                record(.commandFinished(request: request, failure: "action \(running) is still under way"))
                return []
            }
            currentRequest = request
            stepFailure = nil
            record(.commandStarted(request: request, command: command))
            perform(command, into: &actions)
        case .extensionConnected:
            extensionConnected(into: &actions)
        case let .extensionReport(report):
            received(report, into: &actions)
        case let .extensionUpdate(report):
            received(report, isAnswer: false, into: &actions)
        case let .extensionExited(description):
            extensionExited(description, into: &actions)
        case let .extensionOutput(line):
            record(.output(line: line))
        case let .extensionStopped(stopped):
            record(stopped ? .extensionStopped(launch: launches) : .extensionContinued(launch: launches))
        case let .incoming(message):
            receivedFromRelay(message, into: &actions)
        case let .incomingUnreadable(messageID, sender, reason):
            record(.received(messageID: messageID, from: sender))
            record(.dropped(messageID: messageID, reason: reason))
        case let .expiryDue(messageID):
            expire(messageID)
        case let .liveBubbleRendered(messageID, live):
            show(live, for: messageID)
        case let .relayAccepted(messageID, unreachable):
            awaitingRelay.remove(messageID)
            record(.delivered(messageID: messageID, unreachable: unreachable))
            if !unreachable.isEmpty, currentRequest != nil {
                stepFailure = stepFailure ?? "not delivered to \(unreachable.joined(separator: ", "))"
            }
        }
        flushCommands(into: &actions)
        finishRequestIfIdle()
        return actions
    }

    /// Sends the next queued command when none is awaiting its report.
    mutating func flushCommands(into actions: inout [HostAction]) {
        guard !awaitingReport, case .running = extensionState, !commandQueue.isEmpty else { return }
        let command = commandQueue.removeFirst()
        if case let .transition(style) = command, case var .running(running) = extensionState {
            running.style = style
            extensionState = .running(running)
            record(.styleChanged(style: style))
        }
        awaitingReport = true
        if case .render = command { renderInFlight = true }
        actions.append(.sendToExtension(command))
    }

    mutating func finishRequestIfIdle() {
        guard let request = currentRequest, isIdle else { return }
        currentRequest = nil
        record(.commandFinished(request: request, failure: stepFailure))
        stepFailure = nil
    }

    mutating func fail(_ reason: String) {
        if stepFailure == nil { stepFailure = reason }
    }

    /// What a scenario can observe.
    public var snapshot: PhoneSnapshot { state.snapshot }
}
