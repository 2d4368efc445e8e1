import Foundation
import IMSimModel
import IMSimScenario

/// How one file of a batch ended. Pure.
struct BatchEntry: Sendable {
    var file: String
    var declared: ExpectedOutcome
    /// The exit status of its `imsim run` (0 passed, 1 failed, 2 rejected or not run).
    var status: Int32
    var duration: Duration
    /// Everything its run printed.
    var output: String
    /// Its run's JUnit report, when it wrote one.
    var junit: String?
    /// How its run ended, as the run wrote it; nil when it wrote nothing (it could not start, or crashed).
    var ending: ObservedEnding?
    /// Runs of the file (`--retries`): this entry is the last.
    var attempts = 1
    /// Why it was not run (it needs `transport: live` and the batch is embedded); nil when it ran.
    var skipped: String?

    /// It ended as declared only after a first run that did not.
    var isFlaky: Bool { attempts > 1 && endedAsDeclared }

    /// Nil when it ended as declared (its status, and for a must-fail file where and why); otherwise why not.
    var mismatch: String? {
        guard skipped == nil else { return nil }
        return declared.mismatch(with: ending ?? ObservedEnding(exitStatus: status))
    }

    var endedAsDeclared: Bool { mismatch == nil }

    /// A file the batch did not run, and why.
    static func skipped(_ file: String, because reason: String) -> BatchEntry {
        var entry = BatchEntry(file: file, declared: .pass, status: 0, duration: .zero, output: "")
        entry.skipped = reason
        return entry
    }

    /// The artifacts folder its run printed.
    var artifacts: String? {
        output.split(separator: "\n").last { $0.hasPrefix("artifacts: ") }.map { String($0.dropFirst("artifacts: ".count)) }
    }

    /// `passed`, `failed (exit 1)`, `rejected (exit 2)`, with what was declared when it differs.
    var verdict: String {
        if let skipped { return "skipped: \(skipped)" }
        let ended = switch ExpectedOutcome.name(ofExitStatus: status) {
        case "pass": "passed"
        case "fail": "failed (exit 1)"
        case "rejected": "rejected (exit 2)"
        default: "exit \(status)"
        }
        let flaky = isFlaky ? ", flaky: as declared on attempt \(attempts)" : attempts > 1 ? " on each of \(attempts) attempts" : ""
        guard let mismatch else { return (declared == .pass ? ended : "\(ended) as declared") + flaky }
        return (status == declared.exitStatus ? "\(ended), not as declared: \(mismatch)" : "\(ended), declared outcome: \(declared.summary)") + flaky
    }

    /// One line: `ok  FILE  verdict  (1.2 s)`.
    var line: String {
        return (skipped != nil ? "skip    " : endedAsDeclared ? "ok      " : "NOT OK  ") + file + "  " + verdict + String(format: "  (%.1f s)", seconds)
    }

    /// Its run's output, indented, for a file that did not end as declared.
    var indentedOutput: String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    var seconds: Double { Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
}
