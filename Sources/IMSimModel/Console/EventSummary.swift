import IMSimCore

/// What a stretch of the journal changed, in a few lines a person reads after each console line:
/// the callbacks the extension received, launches and ends, style changes, what was staged, sent
/// and received, output. Each other phone's lines carry its name.
enum EventSummary {
    static func lines(_ entries: some Sequence<JournalEntry>, participant: String) -> [String] {
        var lines: [String] = []
        var callbacks: [String] = []
        var callbacksOf = participant
        func flush() {
            guard !callbacks.isEmpty else { return }
            lines.append(prefix(callbacksOf, participant) + "callbacks: " + callbacks.joined(separator: ", "))
            callbacks = []
        }
        var showing: [String: String] = [:]
        for entry in entries {
            guard case let .phone(event) = entry.event else { continue }
            // A screen change says something only when another controller shows.
            if case let .screenChanged(screen) = event {
                guard let controller = screen.visibleController, showing[entry.source] != controller else { continue }
                showing[entry.source] = controller
            }
            if case let .callback(name) = event {
                if callbacksOf != entry.source { flush() }
                callbacksOf = entry.source
                callbacks.append(name)
                continue
            }
            guard let text = describe(event) else { continue }
            flush()
            lines.append(prefix(entry.source, participant) + text)
        }
        flush()
        return lines
    }

    private static func prefix(_ source: String, _ participant: String) -> String {
        source == participant ? "" : "\(source): "
    }

    /// One event worth a line; nil for bookkeeping (commands, reads, deliveries).
    static func describe(_ event: PhoneEvent) -> String? {
        switch event {
        case let .callback(name): "callback \(name)"
        case let .extensionLaunched(launch, _, displayName, style): "launched \(displayName) (#\(launch), \(style.rawValue))"
        case let .extensionEnded(launch, how, expected): expected ? "extension #\(launch) ended" : "extension #\(launch) \(how)"
        case let .extensionStopped(launch): "extension #\(launch) stopped (SIGSTOP)"
        case let .extensionContinued(launch): "extension #\(launch) continued"
        case let .styleChanged(style): "style: \(style.rawValue)"
        case let .extensionRequested(action): "asked: " + describe(action)
        case let .staged(_, item): item.map { "staged: " + PhoneReport.describe($0) } ?? "input field cleared"
        case let .appended(_, item): "new: " + PhoneReport.describe(item)
        case let .replaced(_, _, item): "replaced: " + PhoneReport.describe(item)
        case let .removed(_, messageID): "expired: \(messageID)"
        case let .dropped(_, reason): "dropped a message: \(reason)"
        case let .output(line): "| " + line
        case let .logged(entry): "log: " + entry.message
        case let .switchedConversation(id): "conversation: \(id)"
        case let .screenChanged(screen): screen.visibleController.map { "showing \($0)" }
        case .started, .commandStarted, .commandFinished, .sent, .delivered, .received, .read, .kept, .extensionUsage: nil
        }
    }

    private static func describe(_ action: ExtensionAction) -> String {
        switch action {
        case let .requestPresentationStyle(style): "requestPresentationStyle(.\(style.rawValue))"
        case .dismiss: "dismiss()"
        case let .insert(draft, _, send):
            "\(send ? "send" : "insert") \(draft.layout?.caption.map { "'\($0)'" } ?? "a message")\(draft.url.map { " " + $0 } ?? "")"
        case let .refuse(_, error): "an insert Messages refused: \(error.reason)"
        }
    }
}
