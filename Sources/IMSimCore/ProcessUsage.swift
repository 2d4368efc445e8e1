import Foundation

/// What a process had used: its CPU time (user and system) and its peak resident memory, as Linux
/// counts them (`/proc/PID/stat`, and `VmHWM` in `/proc/PID/status`).
public struct ProcessUsage: Codable, Equatable, Sendable {
    public var cpuMilliseconds: Double
    public var peakKilobytes: Int

    public init(cpuMilliseconds: Double, peakKilobytes: Int) {
        self.cpuMilliseconds = cpuMilliseconds
        self.peakKilobytes = peakKilobytes
    }

    /// Process `pid`'s, read from /proc; nil when it is gone or cannot be read.
    public static func of(pid: Int32) -> ProcessUsage? {
        guard pid > 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards) else { return nil }
        // After the name: state is field 3, utime and stime fields 14 and 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
        // A process gone but not yet reaped has its times and no memory: not read.
        guard let peak else { return nil }
        return ProcessUsage(cpuMilliseconds: (user + system) * 1000 / max(ticks, 1), peakKilobytes: peak)
    }

    /// This process's own, from /proc as for the others: `getrusage`'s peak would count the
    /// process it was exec'd from, which Linux keeps across `execve`.
    public static func ofThisProcess() -> ProcessUsage? {
        of(pid: getpid())
    }
}
