import Glibc
import IMSimModel

/// The file descriptors a run needs and the process may open. The run holds three a phone (its
/// connection, its output and error pipes; 3,021 measured for 1,000 phones) and the relay one a
/// phone, which it inherits this limit for: over the 1,024 many systems give a process by default.
/// Runs on the loop's thread, at start.
enum DescriptorLimit {
    struct TooLow: Error, CustomStringConvertible {
        let cast: Int
        let needed: Int
        let allowed: Int
        var description: String {
            "\(cast) phones need about \(needed) open files and this process may open \(allowed) "
                + "(`ulimit -n`; raise the hard limit, or run a smaller cast)"
        }
    }

    /// Descriptors a run of `cast` phones holds, with room for the journal, logs and consoles.
    static func needed(cast: Int) -> Int { 3 * cast + 128 }

    /// Raises the soft limit toward the hard one until the run of `cast` phones fits; throws if it cannot.
    static func raise(toFit cast: Int) throws(TooLow) {
        let needed = needed(cast: cast)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        guard limit.rlim_cur < rlim_t(needed) else { return }
        if limit.rlim_max > limit.rlim_cur {
            var raised = limit
            raised.rlim_cur = min(limit.rlim_max, rlim_t(max(needed, 4096)))
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        guard limit.rlim_cur >= rlim_t(needed) else {
            throw TooLow(cast: cast, needed: needed, allowed: Int(limit.rlim_cur))
        }
    }
}
