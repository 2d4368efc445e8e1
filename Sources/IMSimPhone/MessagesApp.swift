import Foundation
import IMSimCore

/// The Messages app of one phone, as pure rules: `handle(_:)` takes an event and returns the actions
/// the shell performs. Commands to the extension go one at a time: the next waits for the report on
/// the previous. A runner's step finishes when the app is idle again.
public struct MessagesApp: Equatable, Sendable {
    public let owner: String
    public let apps: [InstalledApp]
    public let directory: ParticipantDirectory
    /// How long a received `shouldExpire` message stays after it was read (a setting of the run).
    public let expiryDelay: Duration

    /// Every conversation this phone is in; the first is on screen at the start.
    public internal(set) var conversations: [Conversation]
    /// The conversation on screen, which an extension opened now runs in (`activeConversation`).
    public internal(set) var activeIndex = 0
    public internal(set) var extensionState = ExtensionState.notRunning
    /// Every callback each launch of an extension received, in order.
    public internal(set) var lifecycle: [String] = []

    var commandQueue: [HostToExtension] = []
    var awaitingReport = false
    var awaitingRelay: Set<UUID> = []
    var currentStep: Int?
    var stepFailure: String?

    public init(owner: String, conversations: [Conversation], apps: [InstalledApp], seed: UInt64,
                expiryDelay: Duration = .seconds(120)) {
        precondition(!conversations.isEmpty, "a phone is in at least one conversation")
        self.owner = owner
        self.conversations = conversations
        self.apps = apps
        self.expiryDelay = expiryDelay
        self.directory = ParticipantDirectory(owner: owner, names: conversations.flatMap(\.members), seed: seed)
    }

    /// A phone in a single conversation.
    public init(owner: String, conversationID: String, members: [String], apps: [InstalledApp], seed: UInt64) {
        self.init(owner: owner, conversations: [Conversation(id: conversationID, members: members)], apps: apps, seed: seed)
    }

    /// The conversation on screen.
    public var active: Conversation { conversations[activeIndex] }
    public var conversationID: String { active.id }
    /// Everyone in the conversation on screen, this phone's owner included.
    public var members: [String] { active.members }
    public var recipients: [String] { members.filter { $0 != owner } }

    /// The transcript of the conversation on screen.
    public internal(set) var transcript: [TranscriptItem] {
        get { conversations[activeIndex].transcript }
        set { conversations[activeIndex].transcript = newValue }
    }

    /// What is staged in the input field of the conversation on screen.
    public internal(set) var staged: TranscriptItem? {
        get { conversations[activeIndex].staged }
        set { conversations[activeIndex].staged = newValue }
    }

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
        case let .perform(step, command):
            if let running = currentStep {
                return [.finishStep(step: step, failure: "step \(running) is still under way")]
            }
            currentStep = step
            stepFailure = nil
            perform(command, into: &actions)
        case .extensionConnected:
            extensionConnected(into: &actions)
        case let .extensionReport(report):
            received(report, into: &actions)
        case let .extensionUpdate(report):
            received(report, isAnswer: false, into: &actions)
        case let .extensionExited(description):
            extensionExited(description, into: &actions)
        case let .incoming(message):
            receivedFromRelay(message, into: &actions)
        case let .expiryDue(messageID):
            expire(messageID)
        case let .liveBubbleRendered(messageID, live):
            show(live, for: messageID)
        case let .relayAccepted(messageID, unreachable):
            awaitingRelay.remove(messageID)
            if !unreachable.isEmpty, currentStep != nil {
                stepFailure = stepFailure ?? "not delivered to \(unreachable.joined(separator: ", "))"
            }
        }
        flushCommands(into: &actions)
        finishStepIfIdle(into: &actions)
        return actions
    }

    /// Sends the next queued command when none is awaiting its report.
    mutating func flushCommands(into actions: inout [HostAction]) {
        guard !awaitingReport, case .running = extensionState, !commandQueue.isEmpty else { return }
        let command = commandQueue.removeFirst()
        if case let .transition(style) = command, case var .running(running) = extensionState {
            running.style = style
            extensionState = .running(running)
        }
        awaitingReport = true
        actions.append(.sendToExtension(command))
    }

    mutating func finishStepIfIdle(into actions: inout [HostAction]) {
        guard let step = currentStep, isIdle else { return }
        currentStep = nil
        actions.append(.finishStep(step: step, failure: stepFailure))
        stepFailure = nil
    }

    mutating func fail(_ reason: String) {
        if stepFailure == nil { stepFailure = reason }
    }

    /// What a scenario can observe.
    public func snapshot(extensionOutput: [String]) -> PhoneSnapshot {
        var app: RunningApp?
        if case let .running(running) = extensionState {
            app = RunningApp(bundleIdentifier: running.app.bundleIdentifier, style: running.style, screen: running.screen)
        }
        return PhoneSnapshot(name: owner, conversation: conversationID, app: app, transcript: transcript, staged: staged,
                             lifecycle: lifecycle, extensionOutput: extensionOutput)
    }
}
