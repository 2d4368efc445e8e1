import Foundation

/// The run's private directory (mode 0700) in this user's `/tmp/imsim-<uid>`: its sockets and
/// `run.json`, which lets `imsim ps` and `imsim attach` find the run. Removed when the run ends.
/// Runs live in a folder of their own so that finding them costs what the runs up cost, not the
/// size of /tmp (one with 6,000 entries made every `imsim run` about 4 ms slower).
public struct RunDirectory: Sendable {
    public let path: String

    /// Where this user's run directories are made: short, so socket paths fit in 107 bytes.
    public static var parent: String { "/tmp/imsim-\(getuid())" }

    /// Creates a fresh directory, and this user's folder of runs first if need be.
    public static func create() throws -> RunDirectory {
        guard let parent = try ownDirectory(Self.parent, creating: true) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot create \(Self.parent)"])
        }
        var template = Array((parent + "/XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "mkdtemp in \(parent) failed: errno \(errno)"])
        }
        return RunDirectory(path: String(cString: created))
    }

    /// `parent`, once it is known to be a directory of this user's that no one else can enter (not a
    /// link another user left in /tmp); nil when it does not exist and `creating` is false.
    static func ownDirectory(_ parent: String, creating: Bool) throws -> String? {
        if creating, mkdir(parent, 0o700) != 0, errno != EEXIST {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot create \(parent): errno \(errno)"])
        }
        var info = stat()
        guard lstat(parent, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [
                NSLocalizedDescriptionKey: "\(parent) is not a directory of yours; imsim keeps its runs there: remove it"])
        }
        if info.st_mode & 0o077 != 0 { chmod(parent, 0o700) }
        return parent
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
        guard let parent = try? RunDirectory.ownDirectory(RunDirectory.parent, creating: false),
              let names = try? manager.contentsOfDirectory(atPath: parent) else { return [] }
        return names.compactMap { name -> RunRecord? in
            guard let data = manager.contents(atPath: parent + "/" + name + "/run.json"),
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
