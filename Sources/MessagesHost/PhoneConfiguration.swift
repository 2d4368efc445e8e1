import IMSimCore

/// What a phone process needs to know, from its command line.
public struct PhoneConfiguration: Sendable {
    public var name: String
    public var conversationID: String
    public var members: [String]
    public var apps: [InstalledApp]
    public var seed: UInt64
    public var runDirectory: String
    /// The imsim binary, re-executed for extension processes.
    public var executable: String

    public init(name: String, conversationID: String, members: [String], apps: [InstalledApp], seed: UInt64,
                runDirectory: String, executable: String) {
        self.name = name
        self.conversationID = conversationID
        self.members = members
        self.apps = apps
        self.seed = seed
        self.runDirectory = runDirectory
        self.executable = executable
    }

    public var relaySocket: String { runDirectory + "/relay.sock" }
    public var controlSocket: String { runDirectory + "/control.sock" }
    public var extensionSocket: String { runDirectory + "/\(name.lowercased())-ext.sock" }
    /// The phone's own files: one container per extension, kept across launches.
    public var phoneDirectory: String { runDirectory + "/phones/\(name.lowercased())" }
    public var attachmentsDirectory: String { runDirectory + "/attachments" }
}
