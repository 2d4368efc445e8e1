import Foundation
import IMSimCore
import IMSimModel
import IMSimScenario

/// The merged reports of a batch: JUnit (one testsuite per file), TAP and JSON Lines. Pure apart from
/// writing the files.
struct BatchReports {
    var junit: String?
    var tap: String?
    var json: String?
    var html: String?

    /// Writes each report asked for, making the folders it goes in.
    func write(_ entries: [BatchEntry]) throws {
        for path in [junit, tap, json, html].compactMap({ $0 }) {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        if let html { try BatchReportPage.html(entries, at: html).write(to: URL(fileURLWithPath: html), options: .atomic) }
        if let junit { try Self.junit(entries).write(toFile: junit, atomically: true, encoding: .utf8) }
        if let tap { try Self.tap(entries).write(toFile: tap, atomically: true, encoding: .utf8) }
        if let json { try Self.jsonLines(entries).write(toFile: json, atomically: true, encoding: .utf8) }
    }

    /// A file declared to pass keeps its run's suite (a case per step); any other file, or one whose run
    /// wrote no report, gets a suite of one case: whether it ended as declared.
    static func junit(_ entries: [BatchEntry]) -> String {
        let suites = entries.map { entry -> String in
            if entry.declared == .pass, let xml = entry.junit {
                return xml.split(separator: "\n").filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
            }
            let details = entry.verdict + "\n" + entry.output
            let result = StepResult(step: "ends as declared (outcome: \(entry.declared.summary))",
                                    location: SourceLocation(file: entry.file, line: 1, column: 1), duration: entry.duration,
                                    outcome: entry.skipped != nil ? .skipped : entry.endedAsDeclared ? .passed : .failed(details))
            return JUnitReport(scenarioName: entry.file, file: entry.file, results: [result]).xml
                .split(separator: "\n").filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
        }
        let failures = entries.filter { !$0.endedAsDeclared }.count
        return #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + "<testsuites tests=\"\(entries.count)\" failures=\"\(failures)\">\n"
            + suites.joined(separator: "\n") + "\n</testsuites>\n"
    }

    static func tap(_ entries: [BatchEntry]) -> String {
        var lines = ["TAP version 13", "1..\(entries.count)"]
        for (index, entry) in entries.enumerated() {
            let directive = entry.skipped.map { "SKIP \($0)" } ?? entry.verdict
            lines.append((entry.endedAsDeclared ? "ok" : "not ok") + " \(index + 1) - \(entry.file) # \(directive)")
            if !entry.endedAsDeclared {
                lines += ["  ---", "  declared: \(entry.declared.summary)", "  exit-status: \(entry.status)"]
                if let artifacts = entry.artifacts { lines.append("  artifacts: \(artifacts)") }
                lines.append("  ...")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct JSONLine: Codable, Equatable {
        var file: String
        var declared: String
        var exitStatus: Int32
        var endedAsDeclared: Bool
        var seconds: Double
        var artifacts: String?
        /// Runs of the file: more than 1 with `--retries`.
        var attempts: Int?
        /// Why the file was not run; nil when it ran.
        var skipped: String?
    }

    static func jsonLines(_ entries: [BatchEntry]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return entries.map { entry in
            let line = JSONLine(file: entry.file, declared: entry.declared.name, exitStatus: entry.status,
                                endedAsDeclared: entry.endedAsDeclared, seconds: entry.seconds, artifacts: entry.artifacts,
                                attempts: entry.attempts > 1 ? entry.attempts : nil, skipped: entry.skipped)
            return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self) + "\n"
        }.joined()
    }
}
