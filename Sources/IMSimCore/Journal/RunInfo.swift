/// Who takes part in a run and where it keeps what it did: the first entry of every journal.
public struct RunInfo: Codable, Equatable, Sendable {
    /// The journal's schema version (docs/JOURNAL.md): bumped on any incompatible change.
    public static let journalVersion = 2

    public var journalVersion: Int
    /// The run's name, unique among runs up at the same time (`imsim ps`).
    public var name: String
    /// The scenario file, or nil for a run started empty (`imsim up --app`).
    public var scenarioFile: String?
    public var app: String
    public var cast: [String]
    public var conversations: [ConversationInfo]
    public var seed: UInt64
    /// The run's artifacts folder.
    public var artifacts: String
    /// Wall-clock start, ISO 8601; the entries' times are monotonic nanoseconds.
    public var startedAt: String
    /// How to run it again.
    public var command: [String]
    /// Each participant's device id (`Device`); nil in journals written before devices.
    public var devices: [String: String]?
    /// How the run's parts talked; nil (as in journals written before there was a choice): live.
    public var transport: RunTransport?

    public init(name: String, scenarioFile: String?, app: String, cast: [String], conversations: [ConversationInfo],
                seed: UInt64, artifacts: String, startedAt: String, command: [String], devices: [String: String]? = nil) {
        journalVersion = Self.journalVersion
        self.name = name
        self.scenarioFile = scenarioFile
        self.app = app
        self.cast = cast
        self.conversations = conversations
        self.seed = seed
        self.artifacts = artifacts
        self.startedAt = startedAt
        self.command = command
        self.devices = devices
    }
}
