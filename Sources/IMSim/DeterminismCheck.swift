import Foundation
import IMSimCore
import IMSimArtifacts
import IMSimScenario

/// `imsim run FILE --check-determinism`: plays the file twice, embedded, with one seed, each time in a
/// process and an artifacts folder of its own, and compares the two journals (times, measures and
/// fresh identifiers aside, `ComparableJournal`). Exit 0 when they are the same, 1 at the first
/// difference, which it shows; 2 when a run could not be made.
struct DeterminismCheck {
    let file: String
    let scenario: Scenario
    let seed: UInt64
    /// Flags both runs get (`--screenshots each-step`).
    let childFlags: [String]

    func run() throws -> Int32 {
        print("\(ExecutableName.fileName): \(TerminalText.escaped(scenario.name)) (\(file)) with seed \(seed), twice, embedded")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-determinism-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var journals: [ComparableJournal] = []
        for (index, ordinal) in ["first", "second"].enumerated() {
            let artifacts = try Artifacts.create(name: scenario.name)
            let (_, output) = ChildRun(arguments: ["run", file, "--embedded", "--actual-status", "--seed", String(seed),
                                                   "--artifacts", artifacts.path] + childFlags,
                                       outputPath: scratch + "/\(index).out").run()
            print("  \(ordinal): \(ChildRun.verdictLine(of: output))  (\(artifacts.path))")
            guard let text = try? String(contentsOfFile: artifacts.journal, encoding: .utf8) else {
                print("ERROR: the \(ordinal) run left no journal; it printed:\n" + output)
                return 2
            }
            journals.append(ComparableJournal(jsonLines: text))
        }
        guard let difference = journals[0].firstDifference(from: journals[1]) else {
            print("the same journal both times: \(journals[0].lines.count) entries (times, measures and fresh identifiers aside)")
            return 0
        }
        print("""
            NOT DETERMINISTIC: the journals differ from entry \(difference.entry + 1) of those compared on:
              first:  \(difference.this ?? "(the journal ends)")
              second: \(difference.other ?? "(the journal ends)")
            """)
        return 1
    }
}
