import Foundation

/// A scenario run as JUnit XML, which CI systems display: one `<testsuite>` named after the scenario,
/// one `<testcase>` per step. Pure.
public struct JUnitReport: Hashable, Sendable {
    public var scenarioName: String
    /// The scenario file, written as the suite's `file` attribute when given.
    public var file: String?
    public var results: StepResults
    /// The state model's coverage, written as the suite's properties.
    public var modelCoverage: ModelCoverage?

    public init(scenarioName: String, file: String? = nil, results: StepResults) {
        self.scenarioName = scenarioName
        self.file = file
        self.results = results
    }

    public var failureCount: Int { results.filter { if case .failed = $0.outcome { true } else { false } }.count }
    public var skippedCount: Int { results.filter { $0.outcome == .skipped }.count }

    /// The whole document. A failure's `message` is its reason on one line (`reason(_:)`), its body the
    /// whole text; each test case carries the step's `file` and `line`.
    public var xml: String {
        let total = results.reduce(Duration.zero) { $0 + $1.duration }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuite name=\"\(Self.escaped(scenarioName))\" " + (file.map { "file=\"\(Self.escaped($0))\" " } ?? "")
                + "tests=\"\(results.count)\" failures=\"\(failureCount)\" "
                + "errors=\"0\" skipped=\"\(skippedCount)\" time=\"\(total.junitSeconds)\">",
        ]
        if let coverage = modelCoverage {
            lines.append("  <properties>")
            let properties = [
                ("model.diagram", coverage.diagram),
                ("model.states", "\(coverage.statesVisited)/\(coverage.statesTotal)"),
                ("model.edges", "\(coverage.edgesTaken)/\(coverage.edgesTotal)"),
                ("model.untaken", coverage.untakenEdges.joined(separator: ", ")),
            ]
            for (name, value) in properties {
                lines.append("    <property name=\"\(name)\" value=\"\(Self.escaped(value))\"/>")
            }
            lines.append("  </properties>")
        }
        for result in results {
            let attributes = "name=\"\(Self.escaped(result.step))\" classname=\"\(Self.escaped(scenarioName))\" "
                + "file=\"\(Self.escaped(result.location.file))\" line=\"\(result.location.line)\" "
                + "time=\"\(result.duration.junitSeconds)\""
            switch result.outcome {
            case .passed:
                lines.append("  <testcase \(attributes)/>")
            case .skipped:
                lines += ["  <testcase \(attributes)>", "    <skipped/>", "  </testcase>"]
            case .failed(let details):
                let message = Self.reason(details)
                lines += ["  <testcase \(attributes)>",
                          "    <failure message=\"\(Self.escaped(message))\">\(Self.escaped(details, attribute: false))</failure>",
                          "  </testcase>"]
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The longest `message` attribute: CI summaries show a line, the body keeps everything.
    public static let reasonLimit = 500

    /// A failure on one line, for the `message` attribute CI summaries show: its lines joined (after a
    /// header ending in `:` with a space, else with `; `), without the `file:line:column: error: ` the
    /// test case's attributes already give, at most `reasonLimit` characters.
    public static func reason(_ details: String) -> String {
        var text = ""
        for line in details.split(separator: "\n") {
            var line = line.trimmingCharacters(in: .whitespaces)[...]
            if let error = line.range(of: ": error: "), !line[..<error.lowerBound].contains(" ") {
                line = line[error.upperBound...]
            }
            guard !line.isEmpty else { continue }
            if !text.isEmpty { text += text.hasSuffix(":") ? " " : "; " }
            text += line
        }
        guard text.count > reasonLimit else { return text }
        return String(text.prefix(reasonLimit - 1)) + "…"
    }

    /// `text` made safe for XML: markup characters as entities; in attributes also quotes, tabs and line
    /// breaks (which attribute parsing would otherwise turn into spaces); characters XML 1.0 cannot carry
    /// (other control characters) written `\u{1B}`.
    public static func escaped(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\r" where attribute: result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n", "\r", "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
