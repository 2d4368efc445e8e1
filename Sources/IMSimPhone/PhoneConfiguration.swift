import IMSimCore
import IMSimModel

/// What a phone process needs to know, from its command line.
public struct PhoneConfiguration: Sendable {
    public var name: String
    /// The conversations this phone is in, the first on screen at the start.
    public var conversations: [ConversationInfo]
    public var apps: [InstalledApp]
    public var seed: UInt64
    /// How long a read expiring message stays.
    public var expiryDelay: Duration
    /// The run's private directory (mode 0700, under /tmp): sockets.
    public var runDirectory: String
    /// The run's artifacts folder: containers and attachments, kept after the run.
    public var artifactsDirectory: String
    /// The imsim binary, re-executed for extension processes.
    public var executable: String
    /// Keep an extension process started ahead of each launch of the installed apps
    /// (`ExtensionProcesses`), from the phone's start.
    public var prewarm: Bool
    /// The phone's model, which sets its screen and its extensions' frames.
    public var device: Device

    public init(name: String, conversations: [ConversationInfo], apps: [InstalledApp], seed: UInt64,
                expiryDelay: Duration, runDirectory: String, artifactsDirectory: String? = nil, executable: String,
                prewarm: Bool = false, device: Device = .default) {
        self.device = device
        self.name = name
        self.conversations = conversations
        self.apps = apps
        self.seed = seed
        self.expiryDelay = expiryDelay
        self.runDirectory = runDirectory
        self.artifactsDirectory = artifactsDirectory ?? runDirectory
        self.executable = executable
        self.prewarm = prewarm
    }

    public var relaySocket: String { runDirectory + "/relay.sock" }
    public var controlSocket: String { runDirectory + "/control.sock" }
    public var extensionSocket: String { runDirectory + "/\(name.lowercased())-ext.sock" }
    /// Where transcript-style instances of extensions connect.
    public var liveBubbleSocket: String { runDirectory + "/\(name.lowercased())-live.sock" }
    /// The phone's own files: one container per extension, kept across launches.
    public var phoneDirectory: String { artifactsDirectory + "/phones/\(name)" }
    public var attachmentsDirectory: String { artifactsDirectory + "/attachments" }
}
