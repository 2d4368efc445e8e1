import Foundation

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

    /// A new folder for a run named `name` in `root` (default `.imsim/runs`), pointing `root/latest`
    /// at it and removing all but the newest `keep` runs there.
    public static func create(name: String, root: String = ".imsim/runs", keep: Int = defaultKeep) throws -> Artifacts {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let stamp = Self.timestamp()
        var folder = root + "/" + slug(name) + "-" + stamp
        var attempt = 1
        while FileManager.default.fileExists(atPath: folder) {
            attempt += 1
            folder = root + "/" + slug(name) + "-" + stamp + "-\(attempt)"
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let latest = root + "/latest"
        try? FileManager.default.removeItem(atPath: latest)
        try? FileManager.default.createSymbolicLink(atPath: latest, withDestinationPath: (folder as NSString).lastPathComponent)
        prune(root: root, keep: keep, sparing: folder)
        return Artifacts(path: folder)
    }

    /// An explicit folder (`--artifacts DIR`): created if missing, never pruned.
    public static func at(_ path: String) throws -> Artifacts {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return Artifacts(path: folder)
    }

    public var journal: String { path + "/journal.jsonl" }
    public var result: String { path + "/result.json" }
    public var relayLog: String { path + "/relay.log" }
    public var attachments: String { path + "/attachments" }
    public func phoneFolder(_ participant: String) -> String { path + "/phones/" + participant }
    public func phoneLog(_ participant: String) -> String { phoneFolder(participant) + "/phone.log" }
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

    /// Removes the oldest run folders in `root` beyond `keep` (folders holding a journal).
    static func prune(root: String, keep: Int, sparing: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: root) else { return }
        let runs = names.map { root + "/" + $0 }
            .filter { $0 != sparing && manager.fileExists(atPath: $0 + "/journal.jsonl") }
            .compactMap { folder -> (String, Date)? in
                guard let attributes = try? manager.attributesOfItem(atPath: folder),
                      let date = attributes[.modificationDate] as? Date else { return nil }
                return (folder, date)
            }
            .sorted { $0.1 > $1.1 }
        for (folder, _) in runs.dropFirst(max(0, keep - 1)) { try? manager.removeItem(atPath: folder) }
    }
}
