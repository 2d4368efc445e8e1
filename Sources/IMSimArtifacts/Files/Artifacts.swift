import Foundation
import Synchronization
import IMSimModel

/// A run's artifacts folder: everything the run did, kept after it ends.
/// `.imsim/runs/<name>-<time>/` under the working directory by default, with a `latest` link beside
/// it; older runs are pruned. Layout (docs/JOURNAL.md): `journal.jsonl`, `result.json`,
/// `relay.log`, `phones/<name>/phone.log`, `phones/<name>/extensions/<n>.log`,
/// `phones/<name>/containers/<app>/`, `attachments/`.
public struct Artifacts: Sendable {
    /// Runs kept in `.imsim/runs` by default.
    public static let defaultKeep = 20

    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The file imsim writes in every artifacts folder it makes: only folders holding it are pruned.
    static let marker = ".imsim-run"

    /// A new folder for a run named `name` in `root` (default `.imsim/runs`), pointing `root/latest`
    /// at it and removing all but the newest `keep` runs there, the runs of one batch (`imsim run`
    /// of several files: `batch`) counting as one, so that its page's links stay good as long as a
    /// run's. A `latest` that is not a link is left alone, and a `root` reached through a link is not pruned.
    public static func create(name: String, root: String = ".imsim/runs", keep: Int = defaultKeep,
                              batch: String? = nil) throws(ArtifactsError) -> Artifacts {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        try makeFolders(root)
        let base = root + "/" + slug(name) + "-" + Self.timestamp()
        var folder = base
        var attempt = 1
        // mkdir(2) fails if the name is taken: two runs started together never share a folder.
        while mkdir(folder, 0o755) != 0 {
            guard errno == EEXIST else { throw ArtifactsError(folder, "cannot make the artifacts folder") }
            attempt += 1
            folder = base + "-\(attempt)"
        }
        try mark(folder, batch: batch)
        pointLatest(in: root, at: folder)
        if isReachedWithoutLinks(root) { prune(root: root, keep: keep, sparing: folder, batch: batch) }
        return Artifacts(path: folder)
    }

    /// An explicit folder (`--artifacts DIR`): created if missing, never pruned.
    public static func at(_ path: String) throws(ArtifactsError) -> Artifacts {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        try makeFolders(folder)
        try mark(folder)
        return Artifacts(path: folder)
    }

    /// `path` and the folders above it, as `mkdir -p` makes them.
    package static func makeFolders(_ path: String) throws(ArtifactsError) {
        var made = ""
        for component in path.split(separator: "/") {
            made += "/" + component
            guard mkdir(made, 0o755) == 0 || errno == EEXIST else { throw ArtifactsError(made, "cannot make the artifacts folder") }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw ArtifactsError(path, "cannot make the artifacts folder") }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ArtifactsError(path, "cannot use the artifacts folder", reason: "it is not a folder") }
    }

    /// Writes the marker, which also shows the folder can be written in before the run starts, and
    /// keeps it open and locked for as long as this process lives: another imsim pruning runs leaves
    /// a folder whose run is going (the lock goes with the process, however it ends). A POSIX record
    /// lock, which its own process does not see: a process prunes its own older runs as before. A
    /// marker already there (`--artifacts`, an embedded run's second start) keeps what it says.
    private static func mark(_ folder: String, batch: String? = nil) throws(ArtifactsError) {
        let path = folder + "/" + marker
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ArtifactsError(folder, "cannot write in the artifacts folder") }
        // Locked before anything is written: a folder is never seen marked and unheld.
        var lock = Self.wholeFile(F_WRLCK)
        let locked = fcntl(descriptor, F_SETLK, &lock) == 0
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size == 0 {
            let text = Array(("made by imsim: this folder is a run's artifacts and may be pruned\n"
                + (batch.map { batchLine + Self.slug($0) + "\n" } ?? "")).utf8)
            let written = write(descriptor, text, text.count)
            let failure = errno
            guard written == text.count else {
                close(descriptor)
                errno = written < 0 ? failure : ENOSPC
                throw ArtifactsError(folder, "cannot write in the artifacts folder")
            }
        }
        guard locked else {
            close(descriptor)
            return
        }
        heldMarkers.withLock { held in
            if let old = held[folder] { close(old) }
            held[folder] = descriptor
        }
    }

    private static func wholeFile(_ type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        return lock
    }

    /// The markers this process's runs hold open and locked, by folder. What is read of them is read
    /// through these: closing any other descriptor of the file would let this process's lock go.
    private static let heldMarkers = Mutex<[String: Int32]>([:])

    /// A marker's text, through the descriptor this process holds it by, if it does.
    private static func markerText(of folder: String) -> String? {
        if let descriptor = heldMarkers.withLock({ $0[folder] }) {
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = pread(descriptor, &bytes, bytes.count, 0)
            return count >= 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : nil
        }
        return try? String(contentsOfFile: folder + "/" + marker, encoding: .utf8)
    }

    /// Whether another process holds `folder`'s marker: its run is going.
    static func isInUse(_ folder: String) -> Bool {
        if heldMarkers.withLock({ $0[folder] }) != nil { return false }
        let descriptor = open(folder + "/" + marker, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var probe = wholeFile(F_RDLCK)
        return fcntl(descriptor, F_GETLK, &probe) == 0 && probe.l_type != Int16(F_UNLCK)
    }

    /// Points `root/latest` at `folder` when `latest` is a link or missing: a link is replaced in one
    /// rename, anything else there is someone's own.
    private static func pointLatest(in root: String, at folder: String) {
        let latest = root + "/latest", staged = root + "/.latest-\(getpid())"
        var info = stat()
        guard lstat(latest, &info) != 0 || info.st_mode & S_IFMT == S_IFLNK else { return }
        unlink(staged)
        guard symlink((folder as NSString).lastPathComponent, staged) == 0 else { return }
        if rename(staged, latest) != 0 { unlink(staged) }
    }

    /// Whether `path` is its own real path: no link on the way, so nothing pruned in it lies elsewhere.
    static func isReachedWithoutLinks(_ path: String) -> Bool {
        guard let real = realpath(path, nil) else { return false }
        defer { free(real) }
        return String(cString: real) == path
    }

    public var journal: String { path + "/journal.jsonl" }
    public var result: String { path + "/result.json" }
    /// The journal as a Chrome trace, for Perfetto or `chrome://tracing`.
    public var trace: String { path + "/trace.json" }
    /// The run as a page to open in a browser.
    public var report: String { path + "/report.html" }
    public var relayLog: String { path + "/relay.log" }
    /// What the run itself logged in full (each refused connection).
    public var runLog: String { path + "/run.log" }
    public var attachments: String { path + "/attachments" }
    public func phoneFolder(_ participant: String) -> String { path + "/phones/" + participant }
    public func phoneLog(_ participant: String) -> String { phoneFolder(participant) + "/phone.log" }

    /// Makes `participant`'s empty `phone.log` (and folder) before the phone starts, so that it is
    /// there even when the phone prints nothing; what it prints is appended. Nothing is written, so a
    /// full disk shows up where a line is.
    package func makePhoneLog(_ participant: String) {
        try? FileManager.default.createDirectory(atPath: phoneFolder(participant), withIntermediateDirectories: true)
        let descriptor = open(phoneLog(participant), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        if descriptor >= 0 { close(descriptor) }
    }
    public func extensionLog(_ participant: String, launch: Int) -> String {
        phoneFolder(participant) + "/extensions/\(launch).log"
    }

    /// A file name made of `name`: lower case, letters and digits, words joined by dashes.
    public static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let slug = words.joined(separator: "-")
        return slug.isEmpty ? "run" : String(slug.prefix(60))
    }

    private static func timestamp() -> String { Timestamp.compact() }

    /// The marker's line naming a run's batch.
    static let batchLine = "batch: "

    /// Removes the oldest runs in `root` beyond `keep`: only folders of this user's that imsim marked
    /// (not links, not folders that merely hold a journal). A batch's runs are one, as new as its
    /// newest; `sparing` (and its batch) is the newest.
    static func prune(root: String, keep: Int, sparing: String, batch: String? = nil) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
        let current = batch.map(Self.slug)
        var units: [String: (folders: [String], newest: Int)] = [:]
        for folder in names.map({ root + "/" + $0 }) where folder != sparing {
            // A run another process is still playing is never pruned.
            guard let modified = runFolderModification(folder), !isInUse(folder) else { continue }
            let unit = batchOf(folder).map { "batch " + $0 } ?? "run " + folder
            guard unit != current.map({ "batch " + $0 }) else { continue }
            var entry = units[unit] ?? ([], 0)
            entry.folders.append(folder)
            entry.newest = max(entry.newest, modified)
            units[unit] = entry
        }
        for unit in units.values.sorted(by: { $0.newest > $1.newest }).dropFirst(max(0, keep - 1)) {
            for folder in unit.folders { try? FileManager.default.removeItem(atPath: folder) }
        }
    }

    /// The batch the run in `folder` was part of, as its marker says; nil for a run of its own.
    static func batchOf(_ folder: String) -> String? {
        guard let text = markerText(of: folder) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix(batchLine) }.map { String($0.dropFirst(batchLine.count)) }
    }

    /// When `folder` last changed, in nanoseconds, if it is a folder of this user's that imsim marked as a run's.
    static func runFolderModification(_ folder: String) -> Int? {
        var info = stat(), markerInfo = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
              lstat(folder + "/" + marker, &markerInfo) == 0, markerInfo.st_mode & S_IFMT == S_IFREG,
              markerInfo.st_uid == getuid() else { return nil }
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
    }
}

/// An artifacts folder that cannot be made or written in: which folder, and why, in words.
public struct ArtifactsError: Error, CustomStringConvertible {
    public let path: String
    public let description: String

    /// `what` `path`: the reason (by default the text of `errno`).
    init(_ path: String, _ what: String, reason: String = String(cString: strerror(errno))) {
        self.path = path
        description = "\(what) \(path): \(reason)"
    }
}
