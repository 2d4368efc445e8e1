import Foundation

/// What Linux says of a process in `/proc/<pid>/stat`. Use from any thread.
public enum ProcessState {
    /// True when `pid` is stopped (SIGSTOP, `T`) or stopped by a tracer (`t`).
    public static func isStopped(_ pid: Int32) -> Bool {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return false }
        return state(fromStat: stat).map { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") } ?? false
    }

    /// The state letter of a `stat` line: `pid (comm) S ...`, where comm may hold spaces and parentheses.
    static func state(fromStat stat: Data) -> UInt8? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let state = stat.index(close, offsetBy: 2)
        return state < stat.endIndex ? stat[state] : nil
    }
}
