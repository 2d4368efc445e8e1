import Foundation
import IMSimCore
import Yams

extension ExpectedOutcome {
    static let example = #"outcome: {fail: {line: 12, message: "words of the failure"}}"#

    /// The outcome `text`, a scenario file's contents, declares; nil when it declares none (or one the
    /// parser rejects). Reads files the parser rejects too: in a file that is not valid YAML, the
    /// top-level `outcome:` block alone (its line and the indented lines under it) is read.
    public static func declared(inScenarioText text: String) -> ExpectedOutcome? {
        // What the parser refuses before composing (an alias bomb, deep nesting) is only scanned.
        guard (try? YAMLPreflight.check(text, file: "")) != nil, text.utf8.count <= RunLimits.maximumScenarioFileBytes,
              let root = try? Yams.compose(yaml: text, .basic) else { return scannedBlock(in: text) }
        return declared(inRoot: root)
    }

    private static func declared(inRoot root: Node) -> ExpectedOutcome? {
        guard case .mapping(let mapping) = root else { return nil }
        for (key, value) in mapping where key.scalar?.string == "outcome" {
            return try? YAMLReader(file: "").outcome(value)
        }
        return nil
    }

    /// The block starting with a line `outcome:` at the start of a line, read as YAML on its own.
    private static func scannedBlock(in text: String) -> ExpectedOutcome? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("outcome:") }) else { return nil }
        let rest = lines[(start + 1)...].prefix { $0.first == " " || $0.trimmingCharacters(in: .whitespaces).isEmpty }
        let block = ([lines[start]] + rest).joined(separator: "\n")
        guard (try? YAMLPreflight.check(block, file: "")) != nil, let root = try? Yams.compose(yaml: block, .basic) else {
            return nil
        }
        return declared(inRoot: root)
    }
}

extension YAMLReader {
    /// `pass`, or `{fail: {line: N, message: TEXT}}` or `{rejected: {line: N, message: TEXT}}` (the top-level `outcome`).
    func outcome(_ node: Node) throws(ScenarioError) -> ExpectedOutcome {
        if case .scalar = node {
            let word = try string(node, for: "outcome", expected: "pass, or fail or rejected with where and why")
            switch word {
            case "pass": return .pass
            case "fail", "rejected":
                throw error(at: node, "`outcome: \(word)` says where and how the scenario must \(word == "fail" ? "fail" : "be rejected"): "
                    + ExpectedOutcome.example.replacingOccurrences(of: "fail:", with: "\(word):"))
            default:
                throw error(at: node, "expected \(ExpectedOutcome.names.joined(separator: ", ")) for `outcome`, found \(found(node))")
            }
        }
        let entries = try self.entries(of: node, in: "`outcome`", allowed: ["fail", "rejected"],
                                       expected: "pass, or a mapping like \(ExpectedOutcome.example)")
        guard entries.count == 1, let entry = entries.first else {
            throw error(at: node, "`outcome` takes one of fail or rejected, e.g. \(ExpectedOutcome.example)")
        }
        let failure = try expectedFailure(entry.value, for: entry.key)
        return entry.key == "fail" ? .fail(failure) : .rejected(failure)
    }

    /// `{line: N, message: TEXT}`: a line from 1, and words that are not empty.
    private func expectedFailure(_ node: Node, for key: String) throws(ScenarioError) -> ExpectedFailure {
        let context = "`outcome: \(key)`"
        let example = "e.g. \(ExpectedOutcome.example.replacingOccurrences(of: "fail:", with: "\(key):"))"
        let entries = try self.entries(of: node, in: context, allowed: ["line", "message"],
                                       expected: "a mapping of line and message, \(example)")
        let line = try required("line", in: entries, of: node, example: "the line of the step that fails, \(example)").value
        let message = try required("message", in: entries, of: node, example: "words of the failure, \(example)").value
        guard let number = Int(try string(line, for: "line", expected: "a line number")), number >= 1 else {
            throw error(at: line, "expected a line number from 1 for `line`, found \(found(line))")
        }
        let words = try string(message, for: "message", expected: "words of the failure")
        guard !words.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw error(at: message, "`message` needs words of the failure, found nothing")
        }
        return ExpectedFailure(line: number, message: words)
    }
}
