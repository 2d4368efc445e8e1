import Foundation

/// A folder of this user's that no one else can enter, as the run's files need: what a path is.
public enum PrivateFolder: Equatable {
    /// A directory (not a link) of this user's, made 0700 if it was open to others.
    case own
    /// Nothing there.
    case missing
    /// Someone else's, a link, or not a directory.
    case taken

    /// What `path` is; with `creating`, it is made (0700) first if missing.
    public static func at(_ path: String, creating: Bool) -> PrivateFolder {
        if creating { _ = mkdir(path, 0o700) }
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        guard isOwnDirectory(info) else { return .taken }
        if info.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 { return .taken }
        return .own
    }

    /// True if `info` (from `lstat`) is a directory of this user's.
    public static func isOwnDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid() }
}
