import Foundation
import IMSimCore
import IMSimEmbedded
import IMSimArtifacts
import IMSimScenario

/// `imsim run FILE --seeds 1...500`: plays the file once per seed, embedded, several at once, each in
/// a process of its own, and says which seeds fail, each with the command that plays it again. The
/// failing seeds' runs are kept in one folder; the others are removed. Exit 0 when every seed passed.
struct SeedSweep {
    let file: String
    let scenario: Scenario
    let seeds: ClosedRange<UInt64>
    let jobs: Int
    /// Flags every run gets (`--screenshots each-step`).
    let childFlags: [String]

    /// A line saying how far a long sweep is, at each tenth of it (at least 10 seeds apart); nil between.
    static func progress(done: Int, of count: Int, failed: Int) -> String? {
        let every = max(10, count / 10)
        guard count >= 20, done % every == 0, done < count else { return nil }
        return "  \(done) of \(count) seeds played, \(failed) failed so far"
    }

    func run() throws -> Int32 {
        let folder = try Artifacts.create(name: scenario.name + " seeds", root: ".imsim/sweeps")
        let count = Int(seeds.upperBound - seeds.lowerBound) + 1
        print("\(ExecutableName.fileName): \(TerminalText.escaped(scenario.name)) (\(file)), seeds \(seeds.lowerBound)...\(seeds.upperBound), "
            + "embedded, \(min(jobs, count)) at a time")
        let failures = SweepFailures()
        // Ctrl-C: no new seed starts, those under way end, and what was played is reported.
        Interruption.watch()
        let played = SweepCounter(0, last: UInt64.max)
        let next = SweepCounter(seeds.lowerBound, last: seeds.upperBound)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, count) {
            DispatchQueue.global().async(group: group) {
                while !Interruption.isRequested, let seed = next.take() {
                    let artifacts = folder.path + "/seed-\(seed)"
                    let (status, output) = ChildRun(arguments: ["run", file, "--embedded", "--actual-status", "--seed", String(seed),
                                                                "--artifacts", artifacts] + childFlags,
                                                    outputPath: artifacts + ".out").run()
                    try? FileManager.default.removeItem(atPath: artifacts + ".out")
                    // A run the same Ctrl-C interrupted was not played to its end.
                    if Interruption.isRequested, status == 2, output.contains("interrupted") {
                        try? FileManager.default.removeItem(atPath: artifacts)
                        continue
                    }
                    let done = Int(played.take() ?? 0) + 1
                    if status == 0 {
                        try? FileManager.default.removeItem(atPath: artifacts)
                    } else {
                        let failed = failures.add(seed, line: ChildRun.verdictLine(of: output), reason: ChildRun.failureReason(of: output))
                        // The first failing runs are kept; a sweep that fails everywhere does not fill the disk.
                        if failed > Self.keptRuns { try? FileManager.default.removeItem(atPath: artifacts) }
                    }
                    if let line = Self.progress(done: done, of: count, failed: failures.count) { print(line) }
                }
            }
        }
        group.wait()
        let failed = failures.sorted
        let playedCount = Int(played.taken)
        let passed = playedCount - failed.count
        if Interruption.isRequested { print("interrupted: \(playedCount) of \(count) seeds played") }
        // Seeds that fail the same way (the same whole reason) are one line.
        var ways: [(line: String, reason: String, seeds: [UInt64])] = []
        for failure in failed {
            if let index = ways.firstIndex(where: { $0.reason == failure.reason }) {
                ways[index].seeds.append(failure.seed)
            } else {
                ways.append((failure.line, failure.reason, [failure.seed]))
            }
        }
        for way in ways.prefix(20) {
            print("  \(way.seeds.count == 1 ? "seed" : "seeds") \(Self.ranges(way.seeds)): \(way.line)")
            // A difference's own lines tell one way from another.
            let changed = way.reason.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("− ") || $0.hasPrefix("+ ") }
            for line in changed.prefix(4) { print("      " + String(line.prefix(200))) }
        }
        if ways.count > 20 { print("  ... and \(ways.count - 20) other failures") }
        print("\(playedCount) \(playedCount == 1 ? "seed" : "seeds"): \(passed) passed, \(failed.count) failed"
            + (failed.isEmpty ? "" : ": " + Self.ranges(failed.map(\.seed))))
        guard let first = failed.first else {
            try? FileManager.default.removeItem(atPath: folder.path)
            return Interruption.isRequested ? 2 : 0
        }
        print("""
            play one again: \(ExecutableName.invocation) run \(file) --embedded --seed \(first.seed)
            the failing seeds' runs: \(folder.path)\(failed.count > Self.keptRuns ? " (the first \(Self.keptRuns) to fail)" : "")
            """)
        return Interruption.isRequested ? 2 : 1
    }

    /// How many failing seeds' runs a sweep keeps.
    static let keptRuns = 50

    /// `3, 7-9, 12`.
    static func ranges(_ seeds: [UInt64]) -> String {
        var parts: [String] = []
        var index = 0
        while index < seeds.count {
            var end = index
            while end + 1 < seeds.count, seeds[end + 1] == seeds[end] + 1 { end += 1 }
            parts.append(end > index ? "\(seeds[index])-\(seeds[end])" : "\(seeds[index])")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// `1...500`, `1..500` or `7`.
    static func parse(_ text: String) -> ClosedRange<UInt64>? {
        for separator in ["...", ".."] where text.contains(separator) {
            let parts = text.components(separatedBy: separator)
            guard parts.count == 2, let low = UInt64(parts[0]), let high = UInt64(parts[1]), low <= high else { return nil }
            return low...high
        }
        return UInt64(text).map { $0...$0 }
    }
}

/// The seeds still to play, taken by worker threads.
/// `@unchecked Sendable`: `next` and `takenCount` are read and written only while holding `lock`.
final class SweepCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next: UInt64?
    private let last: UInt64

    init(_ first: UInt64, last: UInt64) {
        next = first
        self.last = last
    }

    /// The next value, or nil once past the last.
    func take() -> UInt64? {
        lock.withLock {
            guard let seed = next else { return nil }
            next = seed < last ? seed + 1 : nil
            takenCount += 1
            return seed
        }
    }

    /// How many were taken.
    var taken: UInt64 { lock.withLock { takenCount } }
    private var takenCount: UInt64 = 0
}

/// The failing seeds, added by worker threads.
/// `@unchecked Sendable`: `failures` is read and written only while holding `lock`.
final class SweepFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [(seed: UInt64, line: String, reason: String)] = []

    /// Records a failing seed; returns how many have failed so far.
    func add(_ seed: UInt64, line: String, reason: String) -> Int {
        lock.withLock {
            failures.append((seed, line, reason))
            return failures.count
        }
    }

    var sorted: [(seed: UInt64, line: String, reason: String)] { lock.withLock { failures.sorted { $0.seed < $1.seed } } }

    var count: Int { lock.withLock { failures.count } }
}
