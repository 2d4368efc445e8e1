import Foundation

/// The run's private directory under /tmp (mode 0700): its sockets and `run.json`, which lets
/// `imsim ps` and `imsim attach` find the run. Removed when the run ends.
public struct RunDirectory: Sendable {
    public let path: String

    /// Where run directories are made: short, so socket paths fit in 107 bytes.
    public static let parent = "/tmp"
    static let prefix = "imsim-"

    /// Creates a fresh directory.
    public static func create() throws -> RunDirectory {
        var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "mkdtemp failed: errno \(errno)"])
        }
        let path = String(cString: created)
        chmod(path, 0o700)
        return RunDirectory(path: path)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    public var controlSocket: String { path + "/control.sock" }
    public var relaySocket: String { path + "/relay.sock" }
    public var recordFile: String { path + "/run.json" }

    /// Writes what `imsim ps` shows of this run.
    public func write(_ record: RunRecord) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(record).write(to: URL(fileURLWithPath: recordFile), options: .atomic)
    }
}

/// A run that is up, as `run.json` in its directory describes it.
public struct RunRecord: Codable, Equatable, Sendable {
    public var name: String
    public var pid: Int32
    public var controlSocket: String
    public var artifacts: String
    public var app: String
    public var cast: [String]
    public var scenarioFile: String?
    public var startedAt: String

    public init(name: String, pid: Int32, controlSocket: String, artifacts: String, app: String, cast: [String],
                scenarioFile: String?, startedAt: String) {
        self.name = name
        self.pid = pid
        self.controlSocket = controlSocket
        self.artifacts = artifacts
        self.app = app
        self.cast = cast
        self.scenarioFile = scenarioFile
        self.startedAt = startedAt
    }

    /// Every run of this user that is up now, oldest first: directories whose process is alive.
    public static func runsUp() -> [RunRecord] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: RunDirectory.parent) else { return [] }
        return names.filter { $0.hasPrefix(RunDirectory.prefix) }.compactMap { name -> RunRecord? in
            let directory = RunDirectory.parent + "/" + name
            guard let attributes = try? manager.attributesOfItem(atPath: directory),
                  (attributes[.ownerAccountID] as? NSNumber)?.uint32Value == getuid(),
                  let data = manager.contents(atPath: directory + "/run.json"),
                  let record = try? JSONDecoder().decode(RunRecord.self, from: data),
                  kill(record.pid, 0) == 0 else { return nil }
            return record
        }.sorted { $0.startedAt < $1.startedAt }
    }

    /// `base`, or `base-2`, `base-3`, ... : a name no run that is up has.
    public static func uniqueName(_ base: String) -> String {
        let taken = Set(runsUp().map(\.name))
        var name = base
        var attempt = 1
        while taken.contains(name) {
            attempt += 1
            name = "\(base)-\(attempt)"
        }
        return name
    }
}
