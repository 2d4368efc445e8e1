import Foundation
import IMSimRunner
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

    var endedAsDeclared: Bool { status == declared.exitStatus }

    /// The artifacts folder its run printed.
    var artifacts: String? {
        output.split(separator: "\n").last { $0.hasPrefix("artifacts: ") }.map { String($0.dropFirst("artifacts: ".count)) }
    }

    /// `passed`, `failed (exit 1)`, `rejected (exit 2)`, with what was declared when it differs.
    var verdict: String {
        let ended = switch ExpectedOutcome(exitStatus: status) {
        case .pass: "passed"
        case .fail: "failed (exit 1)"
        case .rejected: "rejected (exit 2)"
        case nil: "exit \(status)"
        }
        return endedAsDeclared ? (declared == .pass ? ended : "\(ended) as declared") : "\(ended), declared outcome: \(declared.rawValue)"
    }

    /// One line: `ok  FILE  verdict  (1.2 s)`.
    var line: String {
        return (endedAsDeclared ? "ok      " : "NOT OK  ") + file + "  " + verdict + String(format: "  (%.1f s)", seconds)
    }

    /// Its run's output, indented, for a file that did not end as declared.
    var indentedOutput: String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    var seconds: Double { Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
}
