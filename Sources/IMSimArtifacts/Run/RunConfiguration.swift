import IMSimCore
import IMSimModel

/// Everything a run needs to start: who takes part, which app, where to keep what it did.
public struct RunConfiguration: Sendable {
    public var name: String
    /// The imsim binary, re-executed for the relay and the phones.
    public var executable: String
    /// The app's key; the phones in `installedOn` (nil: all) have it.
    public var app: String
    public var apps: [AppDescriptor]
    public var cast: [String]
    /// Every conversation; each phone is in those it is a member of, the first on screen.
    public var conversations: [ConversationInfo]
    public var installedOn: Set<String>?
    public var expireAfter: Duration
    public var seed: UInt64
    public var scenarioFile: String?
    /// How to run it again, for `result.json`.
    public var command: [String]
    public var artifacts: Artifacts
    /// Echo every process's output live, extensions' included, prefixed by its name.
    public var echoOutput: Bool
    /// The phones that keep an extension process started ahead of each launch of the app: those that
    /// will open it (`prewarmable(_:)`).
    public var prewarmed: Set<String> = []
    /// Each participant's device id (`Device`); a participant not named here has `Device.default`.
    public var devices: [String: String] = [:]

    public init(name: String, executable: String, app: String, apps: [AppDescriptor], cast: [String],
                conversations: [ConversationInfo], installedOn: Set<String>? = nil, expireAfter: Duration = .seconds(120),
                seed: UInt64, scenarioFile: String?, command: [String], artifacts: Artifacts, echoOutput: Bool = false) {
        self.name = name
        self.executable = executable
        self.app = app
        self.apps = apps
        self.cast = cast
        self.conversations = conversations
        self.installedOn = installedOn
        self.expireAfter = expireAfter
        self.seed = seed
        self.scenarioFile = scenarioFile
        self.command = command
        self.artifacts = artifacts
        self.echoOutput = echoOutput
    }

    /// How long the relay and the phones get to start and connect: more for a larger cast.
    public var startupTimeout: Duration { .seconds(10) + .milliseconds(100 * cast.count) }

    package func conversations(of participant: String) -> [ConversationInfo] {
        conversations.filter { $0.members.contains(participant) }
    }

    package func hasApp(_ participant: String) -> Bool { installedOn?.contains(participant) ?? true }

    /// What the journal's first entry says of the run, starting now; a live run's transport is left
    /// out, as in journals written before there was a choice.
    package func runInfo(transport: RunTransport) -> RunInfo {
        var info = RunInfo(name: name, scenarioFile: scenarioFile, app: app, cast: cast, conversations: conversations, seed: seed,
                           artifacts: artifacts.path, startedAt: Timestamp.iso8601(), command: command,
                           devices: Dictionary(uniqueKeysWithValues: cast.map { ($0, device(of: $0)) }))
        info.transport = transport == .live ? nil : transport
        return info
    }

    /// `participant`'s device id.
    public func device(of participant: String) -> String { devices[participant] ?? Device.default.id }

    /// Of `participants` (in cast order: those expected to open the app), the ones with the app
    /// installed, at most `RunLimits.maximumPrewarmedPhones`.
    public func prewarmable(_ participants: Set<String>) -> Set<String> {
        Set(cast.filter { participants.contains($0) && hasApp($0) }.prefix(RunLimits.maximumPrewarmedPhones))
    }
}
