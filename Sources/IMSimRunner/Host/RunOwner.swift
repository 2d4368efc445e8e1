import Foundation
import IMSimModel

/// The process that made a run directory: its pid and when it started (in clock ticks since boot,
/// from `/proc/<pid>/stat`), so a pid used again by another process is not taken for the owner.
struct RunOwner: Equatable {
    var pid: Int32
    var startTime: UInt64

    /// This process.
    static var current: RunOwner? {
        startTime(of: getpid()).map { RunOwner(pid: getpid(), startTime: $0) }
    }

    /// `pid start`, as the owner file holds it.
    var text: String { "\(pid) \(startTime)\n" }

    init(pid: Int32, startTime: UInt64) {
        self.pid = pid
        self.startTime = startTime
    }

    init?(text: String) {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, let pid = Int32(words[0]), pid > 0, let start = UInt64(words[1]) else { return nil }
        self.init(pid: pid, startTime: start)
    }

    /// Whether the owner has certainly ended: no process has its pid, or the one that has it started at
    /// another time. Unknown (the stat unreadable for another reason) counts as alive.
    var hasEnded: Bool {
        if let start = Self.startTime(of: pid) { return start != startTime }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Field 22 of `/proc/<pid>/stat`, counted after the command name (which may hold spaces).
    static func startTime(of pid: Int32) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let text = String(data: data, encoding: .utf8), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Fields after the name start at 3 (the state): 22 is the 20th of them.
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }
}
