import IMSimCore

/// A scenario file, parsed: who takes part, which app they use, and the steps to play.
/// A value; validate it with `ScenarioValidator` before running it.
public struct Scenario: Equatable, Sendable {
    /// The time an `expect` step waits for its expectations when it names no `within`.
    public static let defaultTimeout: Duration = .seconds(5)

    public var name: String
    public var summary: String?
    /// The path the scenario was read from, as given; every `SourceLocation` names it.
    public var file: String
    /// The extension's key in the app catalog, e.g. `shopping-list`.
    public var app: String
    /// Where `app` is written, for errors about it.
    public var appLocation: SourceLocation
    /// The participants, each a phone of its own, in the order written.
    public var cast: [CastMember]
    /// Where `cast` is written, for errors about it as a whole.
    public var castLocation: SourceLocation
    public var timeout: Duration
    public var steps: [ScenarioStep]
    /// The conversations, each phone starting in the first it is a member of. Without a
    /// `conversations` key: one named `chat` with the whole cast.
    public var conversations: [ConversationSpec]
    /// The participants whose phones have `app` installed; nil: everyone's.
    public var installedOn: [CastMember]?
    /// How long a received `shouldExpire` message stays after it was read.
    public var expireAfter: Duration
    /// The state model every phone is followed through, step by step; nil: none.
    public var model: StateModel?
    /// How the scenario declares it must end (`outcome`); `.pass` unless written.
    public var expectedOutcome: ExpectedOutcome = .pass
    /// The device every phone is (`device`, a `Device` id); nil: `Device.default`. A cast member's
    /// own `device` wins.
    public var device: String?
    /// The transport the scenario needs (`transport: live`: it depends on each phone's extension being
    /// a process of its own); nil: either.
    public var requiredTransport: RunTransport?

    /// Messages' delay for expiring messages (its audio messages go two minutes after being played).
    public static let defaultExpireAfter: Duration = .seconds(120)

    public init(name: String, summary: String? = nil, file: String, app: String, appLocation: SourceLocation? = nil,
                cast: [CastMember], castLocation: SourceLocation? = nil, timeout: Duration = Scenario.defaultTimeout,
                steps: [ScenarioStep], conversations: [ConversationSpec]? = nil, installedOn: [CastMember]? = nil,
                expireAfter: Duration = Scenario.defaultExpireAfter, model: StateModel? = nil) {
        self.name = name
        self.summary = summary
        self.file = file
        self.app = app
        self.appLocation = appLocation ?? SourceLocation(file: file, line: 1, column: 1)
        self.cast = cast
        self.castLocation = castLocation ?? SourceLocation(file: file, line: 1, column: 1)
        self.timeout = timeout
        self.steps = steps
        self.conversations = conversations ?? [ConversationSpec(name: ConversationSpec.defaultName, members: cast,
                                                                location: self.castLocation)]
        self.installedOn = installedOn
        self.expireAfter = expireAfter
        self.model = model
    }

    /// The conversations `participant` is in, in the order written.
    public func conversations(of participant: String) -> [ConversationSpec] {
        conversations.filter { $0.members.contains { $0.name == participant } }
    }

    /// Whether `participant`'s phone has the scenario's app.
    public func hasApp(_ participant: String) -> Bool {
        installedOn?.contains { $0.name == participant } ?? true
    }

    /// The participants' names, in cast order.
    public var participants: [String] { cast.map(\.name) }

    /// Each participant's device id, in cast order: the member's own, else `defaultDevice` (the
    /// command line's `--device`, which overrides the scenario's), else the scenario's `device`, else
    /// `Device.default`.
    public func devices(defaultDevice: String? = nil) -> [String: String] {
        let fallback = defaultDevice ?? device ?? Device.default.id
        return Dictionary(cast.map { ($0.name, $0.device ?? fallback) }, uniquingKeysWith: { first, _ in first })
    }

    /// How long `step` may wait for its expectations: its own `within`, else the scenario's `timeout`.
    /// Zero for a step that performs a command.
    public func timeout(for step: ScenarioStep) -> Duration {
        switch step.kind {
        case .perform, .together: .zero
        case .expect(_, _, let within): within ?? timeout
        }
    }
}
