import Foundation
import IMSimCore

/// The Messages app of one phone, as pure rules: `handle(_:)` takes an event and returns the actions
/// the shell performs. Commands to the extension go one at a time: the next waits for the report on
/// the previous. A runner's step finishes when the app is idle again.
public struct MessagesApp: Equatable, Sendable {
    public let owner: String
    public let conversationID: String
    /// Everyone in the conversation, this phone's owner included.
    public let members: [String]
    public let apps: [InstalledApp]
    public let directory: ParticipantDirectory

    public internal(set) var transcript: [TranscriptItem] = []
    public internal(set) var staged: TranscriptItem?
    public internal(set) var extensionState = ExtensionState.notRunning
    /// Every callback each launch of an extension received, in order.
    public internal(set) var lifecycle: [String] = []

    var commandQueue: [HostToExtension] = []
    var awaitingReport = false
    var stagedCallbackPending: Int?
    var awaitingRelay: Set<UUID> = []
    var currentStep: Int?
    var stepFailure: String?

    public init(owner: String, conversationID: String, members: [String], apps: [InstalledApp], seed: UInt64) {
        self.owner = owner
        self.conversationID = conversationID
        self.members = members
        self.apps = apps
        self.directory = ParticipantDirectory(owner: owner, names: members, seed: seed)
    }

    public var recipients: [String] { members.filter { $0 != owner } }

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
        case let .extensionExited(description):
            extensionExited(description, into: &actions)
        case let .incoming(message):
            receivedFromRelay(message, into: &actions)
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
        return PhoneSnapshot(name: owner, app: app, transcript: transcript, staged: staged,
                             lifecycle: lifecycle, extensionOutput: extensionOutput)
    }
}
