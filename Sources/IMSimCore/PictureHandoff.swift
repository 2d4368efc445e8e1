import Foundation

/// Where an extension leaves its picture's raw pixels for its phone (about 12 MB at 3x, alive for
/// the moment between the two): a run's folder in memory, `/dev/shm/imsim-<uid>/<run>`, named after
/// the run's private directory and removed with it. On disk (the artifacts folder, ext4 here) each
/// picture cost the kernel block allocation and page-cache bookkeeping: docs/DECISIONS.md, "Pictures
/// handed over in memory". Where `/dev/shm` is missing or not this user's, the run's directory itself.
public enum PictureHandoff {
    /// This user's folder of runs' pictures in shared memory.
    public static var parent: String { "/dev/shm/imsim-\(getuid())" }

    /// The folder for the run whose private directory is `runDirectory`, made (mode 0700) if need be.
    public static func folder(forRun runDirectory: String) -> String {
        let name = (runDirectory as NSString).lastPathComponent
        guard isOwnDirectory(parent, creating: true) else { return runDirectory }
        let folder = parent + "/" + name
        return isOwnDirectory(folder, creating: true) ? folder : runDirectory
    }

    /// Removes the run's folder (and anything an extension killed mid-picture left in it).
    public static func remove(forRun runDirectory: String) {
        let folder = parent + "/" + (runDirectory as NSString).lastPathComponent
        guard isOwnDirectory(parent, creating: false), isOwnDirectory(folder, creating: false) else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Removes the folders of runs none of `running` names (the names of runs' directories still there).
    public static func removeOrphans(keeping running: Set<String>) {
        guard isOwnDirectory(parent, creating: false),
              let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where !running.contains(name) && isOwnDirectory(parent + "/" + name, creating: false) {
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }

    /// True if `path` is a directory (not a link) of this user's that no one else can enter.
    private static func isOwnDirectory(_ path: String, creating: Bool) -> Bool {
        if creating { _ = mkdir(path, 0o700) }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { return false }
        return info.st_mode & 0o077 == 0 || chmod(path, 0o700) == 0
    }
}
