import Foundation
import IMSimCore
import IMSimModel
import IMSimScenario

/// Runs many scenario files, at most `jobs` at once, each as a child `imsim run FILE` process with its
/// own run and artifacts folder: a crash or a hang of one cannot take the others down, and every run
/// keeps the single-file path unchanged. Prints a line per file as it ends, then a summary, and writes
/// the merged reports. Runs on the command's thread; children are waited for on worker threads.
struct BatchRun {
    let paths: [String]
    let jobs: Int
    let start: RunStartOptions
    let reports: BatchReports
    /// How many more times a file that did not end as declared is run.
    var retries = 0
    /// Flags every child run gets (`--require-full-coverage`).
    var childFlags: [String] = []
    /// Every child plays its file embedded (`--embedded`): a file that needs `transport: live` is skipped.
    var embedded = false
    /// The batch's runs are pruned together, as one run (`--batch`).
    let batchID = "batch-" + UUID().uuidString.prefix(8).lowercased()

    /// 0 when every file ended as it declares, otherwise 1 (2 when no file was found).
    func run() throws -> Int32 {
        let files = try ScenarioPaths.expand(paths)
        guard !files.isEmpty else {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: no scenario files (.yaml, .yml) in \(paths.joined(separator: " "))\n".utf8))
            return 2
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-batch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        print("\(ExecutableName.fileName): \(files.count) scenarios, \(min(jobs, files.count)) at a time")
        let clock = ContinuousClock()
        let began = clock.now
        let results = BatchResults(count: files.count)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, files.count) {
            DispatchQueue.global().async(group: group) {
                while let index = results.takeNext() {
                    var entry = runChild(file: files[index], scratch: scratch + "/\(index)")
                    while !entry.endedAsDeclared, entry.attempts <= retries {
                        let attempts = entry.attempts
                        entry = runChild(file: files[index], scratch: scratch + "/\(index)-\(attempts)")
                        entry.attempts = attempts + 1
                    }
                    results.finish(index, entry) {
                        print(entry.line)
                        if !entry.endedAsDeclared { print(entry.indentedOutput) }
                        fflush(nil)  // every stream: progress shows in CI logs as files end
                    }
                }
            }
        }
        group.wait()
        let entries = results.entries
        let unexpected = entries.filter { !$0.endedAsDeclared }
        let skipped = entries.filter { $0.skipped != nil }.count
        let elapsed = clock.now - began
        print("\(entries.count) scenarios: \(entries.count - unexpected.count - skipped) ended as declared, \(unexpected.count) did not"
            + (skipped > 0 ? ", \(skipped) skipped" : "") + String(format: " (%.1f s)", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        for entry in unexpected { print("  not as declared: \(entry.file) (\(entry.verdict))") }
        try reports.write(entries)
        if let html = reports.html { print("report: \(RunCommand.relative(html))") }
        return unexpected.isEmpty ? 0 : 1
    }

    /// `imsim run FILE --actual-status`, its output into a file (no pipe to drain while it runs).
    private func runChild(file: String, scratch: String) -> BatchEntry {
        if embedded, let text = try? ScenarioParser.text(ofFile: file),
           let scenario = try? ScenarioParser.parse(yaml: text, file: file), scenario.requiredTransport == .live {
            return .skipped(file, because: "it needs `transport: live`, and this batch is embedded")
        }
        let declared = (try? ScenarioParser.text(ofFile: file)).flatMap(ExpectedOutcome.declared) ?? .pass
        let outputPath = scratch + ".out", junitPath = scratch + ".xml", endingPath = scratch + ".ending.json"
        let clock = ContinuousClock()
        let began = clock.now
        // The batch's runs count as one when runs are pruned: they never prune each other, and the
        // batch's page keeps its links as long as a single run's would.
        let (status, text) = ChildRun(arguments: ["run", file, "--actual-status", "--ending-file", endingPath, "--junit", junitPath,
                                                 "--seed", String(start.seed), "--keep-runs", String(start.keepRuns), "--batch", batchID]
                                          + (start.device.map { ["--device", $0] } ?? []) + childFlags,
                                      outputPath: outputPath).run()
        let ending = FileManager.default.contents(atPath: endingPath).flatMap { try? JSONDecoder().decode(ObservedEnding.self, from: $0) }
        return BatchEntry(file: file, declared: declared, status: status, duration: clock.now - began, output: text,
                          junit: try? String(contentsOfFile: junitPath, encoding: .utf8),
                          ending: ending?.exitStatus == status ? ending : nil)
    }
}

/// The batch's results, filled by worker threads.
/// `@unchecked Sendable`: every stored property is read and written only while holding `lock`.
final class BatchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [BatchEntry?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The index of the next file to run; nil when all have started.
    func takeNext() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Records `entry`; `announce` runs under the lock so lines of different files do not interleave.
    func finish(_ index: Int, _ entry: BatchEntry, announce: () -> Void) {
        lock.withLock {
            slots[index] = entry
            announce()
        }
    }

    /// In the order of the files.
    var entries: [BatchEntry] { lock.withLock { slots.compactMap { $0 } } }
}
