import Foundation
import IMSimCore
import IMSimModel

/// The run's private directory (mode 0700) in this user's `/tmp/imsim-<uid>`: its sockets and
/// `run.json`, which lets `imsim ps` and `imsim attach` find the run. Removed when the run ends.
/// Runs live in a folder of their own so that finding them costs what the runs up cost, not the
/// size of /tmp (one with 6,000 entries made every `imsim run` about 4 ms slower).
public struct RunDirectory: Sendable {
    public let path: String
    /// Held while the run lives: its pictures folder is not another run's to remove.
    var picturesLock: PictureHandoff.Lock?

    init(path: String) {
        self.path = path
    }

    /// This user's folder of runs: short, so socket paths fit in 107 bytes.
    public static var parent: String { "/tmp/imsim-\(getuid())" }
    /// Where runs are made when another user holds `parent`'s name, as `imsim-XXXXXX`.
    static let sharedParent = "/tmp", sharedPrefix = "imsim-"

    /// Where runs are made and found.
    enum Folder: Equatable {
        /// A directory of this user's that no one else can enter.
        case own(String)
        /// Not there: no run was made yet.
        case missing
        /// Another user's directory or link holds the name, and /tmp's sticky bit keeps this user from
        /// removing it: runs are made in /tmp itself and found by reading /tmp, as before the folder.
        case taken
    }

    /// What `path` is for this user's runs; with `creating`, it is made first if missing.
    static func folder(_ path: String = parent, creating: Bool) -> Folder {
        switch PrivateFolder.at(path, creating: creating) {
        case .own: .own(path)
        case .missing: .missing
        case .taken: .taken
        }
    }

    static func isOwnDirectory(_ info: stat) -> Bool { PrivateFolder.isOwnDirectory(info) }

    /// Creates a fresh directory in this user's folder of runs (made first if need be), and removes
    /// those of runs whose process has certainly ended (killed, it could not remove its own).
    public static func create(in parent: String = parent) throws -> RunDirectory {
        var template: [CChar]
        if case let .own(folder) = folder(parent, creating: true) {
            removeStale(in: folder)
            template = Array((folder + "/XXXXXX").utf8CString)
        } else {
            template = Array((sharedParent + "/" + sharedPrefix + "XXXXXX").utf8CString)
        }
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot make a run directory: errno \(errno)"])
        }
        var directory = RunDirectory(path: String(cString: created))
        if let owner = RunOwner.current { try? Data(owner.text.utf8).write(to: URL(fileURLWithPath: directory.ownerFile)) }
        directory.picturesLock = PictureHandoff.prepare(forRun: directory.path)
        return directory
    }

    /// Removes the directory and the run's pictures folder in memory (`PictureHandoff`).
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
        PictureHandoff.remove(forRun: path)
    }

    public var controlSocket: String { path + "/control.sock" }
    public var relaySocket: String { path + "/relay.sock" }
    public var recordFile: String { path + "/run.json" }
    /// Which process made the directory (`RunOwner`): a directory whose owner has ended is stale.
    var ownerFile: String { path + "/owner" }

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

    /// Every run of this user that is up now, oldest first: directories of theirs whose process is alive.
    public static func runsUp() -> [RunRecord] {
        let manager = FileManager.default
        let directories: [String]
        switch RunDirectory.folder(creating: false) {
        case let .own(folder):
            directories = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }
        case .missing:
            return []
        case .taken:
            directories = ((try? manager.contentsOfDirectory(atPath: RunDirectory.sharedParent)) ?? [])
                .filter { $0.hasPrefix(RunDirectory.sharedPrefix) }.map { RunDirectory.sharedParent + "/" + $0 }
        }
        return directories.compactMap { directory -> RunRecord? in
            var info = stat()
            guard lstat(directory, &info) == 0, RunDirectory.isOwnDirectory(info),
                  lstat(directory + "/run.json", &info) == 0, info.st_uid == getuid(),
                  let data = manager.contents(atPath: directory + "/run.json"),
                  let record = try? JSONDecoder().decode(RunRecord.self, from: data),
                  kill(record.pid, 0) == 0 else { return nil }
            return record
        }.sorted { $0.startedAt < $1.startedAt }
    }

    /// `base`, or `base-2`, `base-3`, ... : a name no run that is up has, claimed by this process for
    /// its life (`RunNameClaim`), so that a run started at the same time takes another.
    public static func uniqueName(_ base: String) -> String {
        RunNameClaim.claim(base).name
    }
}
