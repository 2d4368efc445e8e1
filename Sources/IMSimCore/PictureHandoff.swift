import Foundation

/// Where an extension leaves its picture's raw pixels for its phone (about 12 MB at 3x, alive for
/// the moment between the two): a run's folder in memory, `/dev/shm/imsim-<uid>/<run>`, named after
/// the run's private directory and removed with it. On disk (the artifacts folder, ext4 here) each
/// picture cost the kernel block allocation and page-cache bookkeeping: docs/DECISIONS.md, "Pictures
/// handed over in memory". Where `/dev/shm` is missing, not this user's, or small (a container's
/// 64 MB), the run's directory itself.
public enum PictureHandoff {
    /// This user's folder of runs' pictures in shared memory.
    public static var parent: String { "/dev/shm/imsim-\(getuid())" }
    /// Shared memory free below which pictures go to the run's directory: a few phones' pictures
    /// at 3x (up to 14 MB each, two or three a phone) must fit with room to spare.
    static let leastFreeBytes: UInt64 = 512 << 20

    /// The folder for the run whose private directory is `runDirectory`, made (mode 0700) if need be;
    /// without `creating`, the one the runner made (`prepare`), else the run's directory.
    public static func folder(forRun runDirectory: String, creating: Bool = true) -> String {
        let folder = parent + "/" + (runDirectory as NSString).lastPathComponent
        guard creating else {
            return isOwnDirectory(parent, creating: false) && isOwnDirectory(folder, creating: false) ? folder : runDirectory
        }
        var space = statvfs()
        guard statvfs("/dev/shm", &space) == 0, UInt64(space.f_bavail) * UInt64(space.f_frsize) >= leastFreeBytes,
              isOwnDirectory(parent, creating: true) else { return runDirectory }
        return isOwnDirectory(folder, creating: true) ? folder : runDirectory
    }

    /// Removes the run's folder (and anything an extension killed mid-picture left in it).
    public static func remove(forRun runDirectory: String) {
        let folder = parent + "/" + (runDirectory as NSString).lastPathComponent
        guard isOwnDirectory(parent, creating: false), isOwnDirectory(folder, creating: false) else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A lock on the run's folder, held while it lives (and by the kernel no longer once its process
    /// is gone, killed or not): a folder whose lock no one holds is a run's that ended.
    public final class Lock: Sendable {
        let descriptor: Int32

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
        }
    }

    /// Makes the run's folder with its `lock` file, locked, before any phone uses it; nil when the
    /// pictures go to the run's directory.
    public static func prepare(forRun runDirectory: String) -> Lock? {
        let folder = folder(forRun: runDirectory)
        guard folder != runDirectory else { return nil }
        // Locked under another name, then named: no one finds the lock file unlocked.
        var template = Array((folder + "/.lock-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let made = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard flock(descriptor, LOCK_SH) == 0, rename(made, folder + "/lock") == 0 else {
            unlink(made)
            close(descriptor)
            return nil
        }
        return Lock(descriptor: descriptor)
    }

    /// Removes the folders of runs that ended: none of `running` names them (the names of runs'
    /// directories still there) and no process holds their lock. One with no lock is left alone.
    public static func removeOrphans(keeping running: Set<String>) {
        guard isOwnDirectory(parent, creating: false),
              let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where !running.contains(name) && isOwnDirectory(parent + "/" + name, creating: false) {
            let descriptor = open(parent + "/" + name + "/lock", O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            // A run that is up holds it, in this mount namespace or another sharing /dev/shm.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            try? FileManager.default.removeItem(atPath: parent + "/" + name)
        }
    }

    /// True if the folder `file` is in is this user's and no one else's (a run's own): a file there
    /// may be painted over in place; elsewhere it is made anew.
    public static func isInPrivateFolder(_ file: String) -> Bool {
        isOwnDirectory((file as NSString).deletingLastPathComponent, creating: false)
    }

    private static func isOwnDirectory(_ path: String, creating: Bool) -> Bool {
        PrivateFolder.at(path, creating: creating) == .own
    }
}
