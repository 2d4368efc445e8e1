import Foundation
import IMSimCore
import Yams

/// How a scenario declares it must end (top-level key `outcome`): a run compares its status with this.
public enum ExpectedOutcome: String, Codable, Sendable, CaseIterable {
    /// Every step passes (exit 0). The default.
    case pass
    /// An expectation or a step fails, or the extension crashes (exit 1).
    case fail
    /// The file is invalid and rejected before anything runs (exit 2).
    case rejected

    /// The outcome `text`, a scenario file's contents, declares; nil when it declares none (or a value
    /// that is not an outcome, which the parser rejects). Reads files the parser rejects too: a file with
    /// a YAML syntax error is scanned for a top-level `outcome:` line.
    public static func declared(inScenarioText text: String) -> ExpectedOutcome? {
        // What the parser refuses before composing (an alias bomb, deep nesting) is only scanned.
        guard (try? YAMLPreflight.check(text, file: "")) != nil, text.utf8.count <= RunLimits.maximumScenarioFileBytes,
              let root = try? Yams.compose(yaml: text, .basic) else { return scannedLine(in: text) }
        guard case .mapping(let mapping) = root else { return nil }
        for (key, value) in mapping where key.scalar?.string == "outcome" {
            return value.scalar.flatMap { ExpectedOutcome(rawValue: $0.string) }
        }
        return nil
    }

    /// `outcome: fail` on a line of its own at the start of a line, with optional quotes and comment.
    private static func scannedLine(in text: String) -> ExpectedOutcome? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("outcome:") {
            var value = line.dropFirst("outcome:".count)
            if let comment = value.firstIndex(of: "#") { value = value[..<comment] }
            let word = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return ExpectedOutcome(rawValue: word)
        }
        return nil
    }
}

extension YAMLReader {
    /// `pass`, `fail` or `rejected` (the top-level `outcome`).
    func outcome(_ node: Node) throws(ScenarioError) -> ExpectedOutcome {
        let expected = ExpectedOutcome.allCases.map(\.rawValue).joined(separator: ", ")
        guard let outcome = ExpectedOutcome(rawValue: try string(node, for: "outcome", expected: expected)) else {
            throw error(at: node, "expected \(expected) for `outcome`, found \(found(node))")
        }
        return outcome
    }
}

extension ExpectedOutcome {
    /// The exit status of `imsim run` on one file that ends this way, before the outcome is honoured.
    public var exitStatus: Int32 {
        switch self {
        case .pass: 0
        case .fail: 1
        case .rejected: 2
        }
    }

    /// The outcome that ended with `status`; nil for a status no scenario ends with.
    public init?(exitStatus status: Int32) {
        guard let outcome = Self.allCases.first(where: { $0.exitStatus == status }) else { return nil }
        self = outcome
    }
}
