import Foundation

/// What one phone shows, derived from its events (`apply(_:)`): the phone keeps its own this way, and
/// every client of a run rebuilds the same from the journal.
public struct PhoneState: Equatable, Sendable {
    public let name: String
    public private(set) var conversations: [ConversationState] = []
    /// The index of the conversation on screen.
    public private(set) var onScreen = 0
    /// The keys of the apps installed.
    public private(set) var apps: [String] = []
    /// The extension on screen; nil when the app drawer is closed.
    public private(set) var app: RunningApp?
    /// Every callback each launch of an extension received, in order.
    public private(set) var lifecycle: [String] = []
    /// `lifecycle` with the messages the extensions logged in between, across launches.
    public private(set) var timeline: [TraceEvent] = []
    /// The last lines extension processes printed.
    public private(set) var output = RecentLines(limit: 20)
    /// What the current (or last) launch printed when it crashed.
    public private(set) var crashLog = CrashLog()
    /// How many extension processes were launched.
    public private(set) var launches = 0
    /// The display name of the app launched last (still known after its process ended).
    public private(set) var lastLaunched: String?
    /// The running extension's process is stopped (`extensionStopped`).
    public private(set) var isExtensionStopped = false
    /// This phone's identifier for each participant it knows.
    public private(set) var identifiers: ParticipantIdentifiers
    /// The run's conversations, of which `started` names the phone's own, and its seed.
    private let runConversations: [ConversationInfo]
    private let seed: UInt64
    /// With a limit, each transcript, the lifecycle and the timeline keep about this many of their
    /// newest items (between it and twice it): a reader that can read the rest back from the journal
    /// (the scenario player) keeps its memory flat over a long run. Nil: everything is kept.
    public let historyLimit: Int?
    /// Whether older items were let go (`historyLimit`): what lists them is the newest part only.
    public private(set) var isTrimmed = false

    /// A phone of a run with these conversations and seed, before it started.
    public init(name: String, runConversations: [ConversationInfo] = [], seed: UInt64 = 0, historyLimit: Int? = nil) {
        self.name = name
        self.runConversations = runConversations
        self.seed = seed
        self.historyLimit = historyLimit.map { max(1, $0) }
        identifiers = ParticipantIdentifiers(seed: seed, owner: name, names: [])
    }

    /// A phone of the run `info` describes, before it started.
    public init(name: String, run info: RunInfo, historyLimit: Int? = nil) {
        self.init(name: name, runConversations: info.conversations, seed: info.seed, historyLimit: historyLimit)
    }

    /// The conversation on screen; an empty one before the phone has started.
    public var conversation: ConversationState {
        conversations.indices.contains(onScreen) ? conversations[onScreen] : ConversationState(id: "", members: [])
    }

    public func conversation(_ id: String) -> ConversationState? {
        conversations.first { $0.id == id }
    }

    public mutating func apply(_ event: PhoneEvent) {
        switch event {
        case let .started(ids, apps):
            conversations = ids.map { id in
                ConversationState(id: id, members: runConversations.first { $0.id == id }?.members ?? [])
            }
            self.apps = apps
            let members = conversations.count == 1 ? conversations[0].members : conversations.flatMap(\.members)
            identifiers = ParticipantIdentifiers(seed: seed, owner: name, names: members)
            onScreen = 0
        case let .switchedConversation(id):
            onScreen = conversations.firstIndex { $0.id == id } ?? onScreen
        case let .extensionLaunched(launch, bundleIdentifier, displayName, style):
            crashLog = CrashLog()
            isExtensionStopped = false
            launches = launch
            lastLaunched = displayName
            app = RunningApp(bundleIdentifier: bundleIdentifier, style: style, screen: ScreenSnapshot())
        case let .callback(name):
            lifecycle.append(name)
            timeline.append(.callback(name))
            trimHistory()
        case let .logged(entry):
            timeline.append(.log(entry))
            trimHistory()
        case let .styleChanged(style):
            app?.style = style
        case let .screenChanged(screen):
            app?.screen = screen
        case .extensionEnded:
            app = nil
            isExtensionStopped = false
        case .extensionUsage:
            break
        case .extensionStopped:
            isExtensionStopped = true
        case .extensionContinued:
            isExtensionStopped = false
        case let .output(line):
            output.append(line)
            crashLog.ingest(line)
        case let .staged(id, item):
            update(id) { $0.staged = item }
        case let .appended(id, item):
            update(id) { $0.transcript.append(item) }
            trimHistory()
        case let .replaced(id, messageID, item):
            update(id) { conversation in
                if let index = conversation.bubbleIndex(of: messageID) { conversation.transcript[index] = item }
            }
        case let .removed(id, messageID):
            update(id) { $0.transcript.removeAll { $0.kind == .bubble && $0.message.id == messageID } }
        case .commandStarted, .commandFinished, .extensionRequested, .sent, .delivered, .received, .dropped, .read, .kept:
            break
        }
    }

    /// Lets the oldest items of each list go once it holds twice `historyLimit`, keeping the limit.
    private mutating func trimHistory() {
        guard let historyLimit else { return }
        var trimmed = Self.trim(&lifecycle, to: historyLimit)
        trimmed = Self.trim(&timeline, to: historyLimit) || trimmed
        for index in conversations.indices {
            trimmed = Self.trim(&conversations[index].transcript, to: historyLimit) || trimmed
        }
        if trimmed { isTrimmed = true }
    }

    private static func trim<Item>(_ list: inout [Item], to limit: Int) -> Bool {
        guard list.count >= 2 * limit else { return false }
        list.removeFirst(list.count - limit)
        return true
    }

    private mutating func update(_ id: String, _ change: (inout ConversationState) -> Void) {
        guard let index = conversations.firstIndex(where: { $0.id == id }) else { return }
        change(&conversations[index])
    }

    /// What a scenario checks: the conversation on screen, the app, the trace and recent output.
    public var snapshot: PhoneSnapshot {
        let conversation = conversation
        var snapshot = PhoneSnapshot(name: name, conversation: conversation.id, app: app, transcript: conversation.transcript,
                                     staged: conversation.staged, lifecycle: lifecycle, extensionOutput: output.lines,
                                     timeline: timeline)
        snapshot.identifiers = identifiers
        return snapshot
    }
}
