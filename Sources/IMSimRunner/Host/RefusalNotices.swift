import IMSimModel

/// Refused connections, by where they were refused (`run` for the control socket, a phone's name for
/// its sockets): the first few of each are shown on the user's standard error, then one line saying
/// the rest go only to that source's log file, and the run's end says how many there were. A flood of
/// connections costs the terminal a few lines. Pure; used on the loop's thread.
struct RefusalNotices {
    static let shownPerSource = 3
    private(set) var counts: [String: Int] = [:]

    /// What to show on standard error for one more refusal at `source` (logged in full in `logFile`);
    /// nil: nothing.
    mutating func refused(at source: String, line: String, logFile: String) -> String? {
        let count = counts[source, default: 0] + 1
        counts[source] = count
        if count <= Self.shownPerSource { return line }
        if count == Self.shownPerSource + 1 {
            return "more connections refused (\(source)): each is logged only in \(logFile)"
        }
        return nil
    }

    /// For the run's end: how many connections each source refused, where some were not shown.
    func summary(logFile: (String) -> String) -> [String] {
        counts.filter { $0.value > Self.shownPerSource }.sorted { $0.key < $1.key }.map { source, count in
            "\(count) connections refused in all (\(source)); each is in \(logFile(source))"
        }
    }
}
