import Foundation
import IMSimCore
import IMSimModel

extension RunDirectory {
    /// Removes the run directories in `folder` (this user's own) whose owner has certainly ended and
    /// whose control socket no process listens on. One with no readable owner file (still being made,
    /// or made by an older imsim) is left alone.
    static func removeStale(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        // Pictures folders of runs whose directory is gone (removed without them, by hand).
        if folder == parent { PictureHandoff.removeOrphans(keeping: Set(names)) }
        let ended = names.map { RunDirectory(path: folder + "/" + $0) }.filter { $0.owner?.hasEnded ?? false }
        guard !ended.isEmpty else { return }
        let listening = listeningSockets()
        for directory in ended where !listening.contains(directory.controlSocket) { directory.remove() }
    }

    /// The owner its owner file names, when the directory and the file are this user's own.
    var owner: RunOwner? {
        var info = stat()
        guard lstat(path, &info) == 0, Self.isOwnDirectory(info),
              lstat(ownerFile, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
              let data = FileManager.default.contents(atPath: ownerFile) else { return nil }
        return RunOwner(text: String(decoding: data, as: UTF8.self))
    }

    /// The paths of Unix sockets some process listens on (`/proc/net/unix`, state 01 with the listening
    /// flag): read, not connected to, so a live run sees nothing.
    static func listeningSockets() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: "/proc/net/unix") else { return [] }
        var paths: Set<String> = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst() {
            // Num RefCount Protocol Flags Type St Inode Path
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 8, fields[3] == "00010000" else { continue }
            paths.insert(fields[7...].joined(separator: " "))
        }
        return paths
    }
}
