import Foundation
import IMSimCore

extension MessagesApp {
    /// URLs longer than this fail with `urlExceedsMaxSize`.
    public static let maximumURLLength = 5000

    mutating func extensionConnected(into actions: inout [HostAction]) {
        guard case let .launching(app, style, selected) = extensionState else { return }
        extensionState = .running(RunningExtension(app: app, style: style, conversation: activeIndex))
        let context = conversationContext(of: activeIndex, selected: selected)
        // The launch goes first, ahead of anything queued.
        commandQueue.insert(.launch(ExtensionLaunch(style: style, conversation: context, device: device)), at: 0)
    }

    /// `report` answers the command in flight; an update (`isAnswer` false) is what the extension did
    /// on its own since: a timer, work that came back to the main queue.
    mutating func received(_ report: ExtensionReport, isAnswer: Bool = true, into actions: inout [HostAction]) {
        guard case var .running(running) = extensionState, awaitingReport || !isAnswer else { return }
        if isAnswer { awaitingReport = false }
        if isAnswer && renderInFlight {
            renderInFlight = false
            if !screenshotsAwaitingPicture.isEmpty {
                let request = screenshotsAwaitingPicture.removeFirst()
                if report.failure == nil { running.drawnAppearance = report.screen.appearance }
                actions.append(.drawScreen(path: request.path, extensionPicture: report.failure == nil ? .file(request.picture) : .none,
                                           later: request.later))
            }
        }
        for event in report.events {
            switch event {
            case let .callback(name): record(.callback(name: name))
            case let .log(entry): record(.logged(entry: entry))
            }
        }
        if running.screen != report.screen {
            running.screen = report.screen
            record(.screenChanged(screen: report.screen))
        }
        extensionState = .running(running)
        if let failure = report.failure { fail(failure) }
        for action in report.actions {
            apply(action, into: &actions)
        }
        if case let .running(running) = extensionState, running.isResigning, commandQueue.isEmpty,
           report.trace.last == "didResignActive" {
            extensionState = .terminating(running.app)
            actions.append(.terminateExtension)
        }
    }

    private mutating func apply(_ action: ExtensionAction, into actions: inout [HostAction]) {
        guard case var .running(running) = extensionState else { return }
        record(.extensionRequested(action: action))
        var resignQueued: [HostToExtension] = []
        if running.isResigning {
            // After dismiss() only inserts still count; their completions go ahead of the resign.
            switch action {
            case .requestPresentationStyle, .dismiss: return
            case .insert, .refuse: break
            }
            resignQueued = commandQueue
            commandQueue = []
        }
        defer { commandQueue += resignQueued }
        switch action {
        case let .requestPresentationStyle(style):
            let queuedStyle = commandQueue.reduce(running.style) { style, command in
                if case let .transition(next) = command { return next } else { return style }
            }
            if style != .transcript, style != queuedStyle { commandQueue.append(.transition(to: style)) }
        case .dismiss:
            running.isResigning = true
            extensionState = .running(running)
            commandQueue.append(.resign)
        case let .insert(draft, callback, send):
            insert(draft, callback: callback, send: send, running: &running, into: &actions)
            extensionState = .running(running)
        case let .refuse(callback, error):
            commandQueue.append(.completion(callback: callback, error: error))
        }
    }

    private mutating func insert(_ draft: DraftMessage, callback: Int, send: Bool, running: inout RunningExtension,
                                 into actions: inout [HostAction]) {
        if let error = Self.validate(draft) {
            return refuse(send ? "send(_:)" : "insert(_:)", callback: callback, error)
        }
        // Only the id: a copy of the conversation alive across `record` would copy its transcript.
        let conversationID = conversations[running.conversation].id
        var message = MessagePayload(
            id: draft.id, conversationID: conversationID, senderName: owner,
            bundleIdentifier: running.app.bundleIdentifier, sessionID: draft.sessionID, url: draft.url,
            layout: draft.layout, summaryText: draft.summaryText, accessibilityLabel: draft.accessibilityLabel,
            shouldExpire: draft.shouldExpire, content: draft.content)
        message.mentions = mentions(in: draft.layout)
        guard send else {
            record(.staged(conversation: conversationID, item: TranscriptItem(message)))
            renderIfLive(message, in: running.conversation, into: &actions)
            commandQueue.append(.completion(callback: callback, error: nil))
            return
        }
        if running.style == .transcript {
            return refuse("send(_:)", callback: callback, Self.error(.sendWhileNotVisible, "send(_:) while the extension is not visible"))
        }
        guard running.hadRecentInteraction else {
            return refuse("send(_:)", callback: callback, Self.error(.sendWithoutRecentInteraction,
                "send(_:) without a user interaction since launch or the last send"))
        }
        running.hadRecentInteraction = false
        commandQueue.append(.completion(callback: callback, error: nil))
        if message.content == .interactive {
            commandQueue.append(.didStartSending(extensionMessage(message, isPending: false)))
        }
        self.send(message, in: running.conversation, into: &actions)
    }

    /// Refuses the extension's `request`: its completion handler gets `error`, and the phone's timeline
    /// says why, as a log line of Messages' (a refused insert is otherwise silent unless the
    /// extension prints the error it is handed).
    private mutating func refuse(_ request: String, callback: Int, _ error: MessageError) {
        record(.logged(entry: LogEntry(subsystem: Self.messagesSubsystem, category: "MSConversation", level: "error",
                                       message: "\(request) refused: \(error.reason)")))
        commandQueue.append(.completion(callback: callback, error: error))
    }

    /// Messages' own subsystem, for what it logs of the extension's requests.
    static let messagesSubsystem = "com.apple.messages"

    /// The participants the layout mentions as `$UUID` with this phone's identifiers, by name.
    private func mentions(in layout: LayoutPayload?) -> [UUID: String]? {
        var mentions: [UUID: String] = [:]
        for text in layout?.texts ?? [] {
            for identifier in ParticipantMentions.identifiers(in: text) {
                if let name = directory.name(of: identifier) { mentions[identifier] = name }
            }
        }
        return mentions.isEmpty ? nil : mentions
    }

    static func validate(_ draft: DraftMessage) -> MessageError? {
        guard let url = draft.url else { return nil }
        if url.count > maximumURLLength {
            return error(.urlExceedsMaxSize, "url of \(url.count) characters, at most \(maximumURLLength)")
        }
        // Apple's own sample sends a query-only URL with no scheme; that is accepted.
        if let scheme = URLComponents(string: url)?.scheme?.lowercased(), !["http", "https", "data"].contains(scheme) {
            return error(.improperFileURL, "url scheme '\(scheme)'; http, https or data expected")
        }
        return nil
    }

    enum ErrorCode: Int { case improperFileURL = 4, urlExceedsMaxSize = 8, sendWithoutRecentInteraction = 9, sendWhileNotVisible = 10 }

    static func error(_ code: ErrorCode, _ reason: String) -> MessageError {
        MessageError(domain: "com.apple.messages.MSMessagesErrorDomain", code: code.rawValue, reason: reason)
    }

    mutating func extensionExited(_ description: String, into actions: inout [HostAction]) {
        let expected: Bool
        if case .terminating = extensionState { expected = true } else { expected = false }
        extensionState = .notRunning
        awaitingReport = false
        commandQueue.removeAll()
        // Pictures asked of it are drawn without it: the next launch's first answer is not theirs.
        renderInFlight = false
        for request in screenshotsAwaitingPicture {
            actions.append(.drawScreen(path: request.path, extensionPicture: .none, later: request.later))
        }
        screenshotsAwaitingPicture.removeAll()
        record(.extensionEnded(launch: launches, how: description, expected: expected))
        if !expected { fail("the extension process \(description)") }
    }

    /// Journals what the running launch has used, just before the phone ends it.
    public mutating func noteExtensionUsage(_ usage: ProcessUsage) {
        record(.extensionUsage(launch: launches, usage: usage))
    }
}
