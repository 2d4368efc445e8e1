import Foundation
import IMSimModel

/// A run's name, held by this process until it exits: an exclusive `flock` on a file named after it
/// in this user's folder of runs. Two runs started at once cannot both take a name (the kernel
/// decides who locks first), and a run that dies, even by kill -9, lets its name go.
public struct RunNameClaim: Sendable {
    public let name: String

    /// Where claims are kept: in this user's own folder of runs, or nil if another user holds it.
    public static var folder: String? {
        guard case let .own(runs) = RunDirectory.folder(creating: true) else { return nil }
        let names = runs + "/names"
        _ = mkdir(names, 0o700)
        return names
    }

    /// `base`, or `base-2`, `base-3`, ...: the first name no run that is up has and no other process
    /// claims. Without a folder of runs of this user's, the first no run that is up has.
    public static func claim(_ base: String, in folder: String? = folder) -> RunNameClaim {
        let taken = Set(RunRecord.runsUp().map(\.name))
        var attempt = 1
        var name = base
        while taken.contains(name) || !lock(name, in: folder) {
            attempt += 1
            name = "\(base)-\(attempt)"
        }
        return RunNameClaim(name: name)
    }

    /// Locks the claim file of `name`; the descriptor stays open (close-on-exec) for the process's life.
    private static func lock(_ name: String, in folder: String?) -> Bool {
        guard let folder else { return true }
        let descriptor = open(folder + "/" + fileName(name), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return true }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return false
        }
        return true
    }

    /// A file name for any name: its 64-bit FNV-1a hash (a clash only costs a suffix).
    static func fileName(_ name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "name-" + String(hash, radix: 16)
    }
}
