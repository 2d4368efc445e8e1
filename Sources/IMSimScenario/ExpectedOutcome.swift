import Foundation
import IMSimCore
import Yams

/// How a scenario declares it must end (top-level key `outcome`): a run compares how it ended with
/// this. A scenario that must fail or be rejected says where and why (`ExpectedFailure`), so that one
/// failing elsewhere or for another reason does not count.
public enum ExpectedOutcome: Equatable, Sendable {
    /// Every step passes (exit 0). The default: `outcome: pass` or no `outcome`.
    case pass
    /// A step fails (exit 1): `outcome: {fail: {line: 12, message: "..."}}`.
    case fail(ExpectedFailure)
    /// The file is invalid and rejected before anything runs (exit 2): `outcome: {rejected: {line: 7, message: "..."}}`.
    case rejected(ExpectedFailure)

    public static let names = ["pass", "fail", "rejected"]

    /// `pass`, `fail` or `rejected`.
    public var name: String {
        switch self {
        case .pass: "pass"
        case .fail: "fail"
        case .rejected: "rejected"
        }
    }

    /// The failure it expects; nil for `pass`.
    public var failure: ExpectedFailure? {
        switch self {
        case .pass: nil
        case let .fail(failure), let .rejected(failure): failure
        }
    }

    /// The exit status of `imsim run` on one file that ends this way, before the outcome is honoured.
    public var exitStatus: Int32 {
        switch self {
        case .pass: 0
        case .fail: 1
        case .rejected: 2
        }
    }

    /// `outcome: pass`, `fail` or `rejected` as written in this declaration, e.g. `fail at line 12 with "..."`.
    public var summary: String {
        failure.map { "\(name) at line \($0.line) with \"\($0.message)\"" } ?? name
    }

    /// Nil when `ending` is what this declares; otherwise why it is not.
    public func mismatch(with ending: ObservedEnding) -> String? {
        guard ending.exitStatus == exitStatus else {
            return "outcome: \(summary) is declared, but the scenario ended with exit status \(ending.exitStatus)"
        }
        guard let failure, !ending.failures.contains(where: failure.matches) else { return nil }
        let seen = ending.failures.map { failure in
            "line \(failure.line.map(String.init) ?? "none"): \(failure.message.split(separator: "\n").first ?? "")"
        }
        return "outcome: \(summary) is declared, but the scenario failed "
            + (seen.isEmpty ? "with no failure reported" : "at " + seen.joined(separator: "; "))
    }

    /// The name of the outcome a run with exit status `status` had; nil for a status no scenario ends with.
    public static func name(ofExitStatus status: Int32) -> String? {
        status >= 0 && status < names.count ? names[Int(status)] : nil
    }
}

/// Where a must-fail scenario fails and the words of its failure: the failed step's line (or the
/// line of the problem a rejected file has) and text its failure message contains.
public struct ExpectedFailure: Equatable, Sendable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    func matches(_ failure: ObservedEnding.Failure) -> Bool {
        failure.line == line && failure.message.contains(message)
    }
}

/// How a scenario ended, for judging its declared outcome: its exit status and each failure seen
/// (the failed step, or each problem of a rejected file), with its line.
public struct ObservedEnding: Codable, Equatable, Sendable {
    public struct Failure: Codable, Equatable, Sendable {
        /// The failed step's line, or the problem's; nil for a failure at no line (imsim's own).
        public var line: Int?
        public var message: String

        public init(line: Int?, message: String) {
            self.line = line
            self.message = message
        }
    }

    public var exitStatus: Int32
    public var failures: [Failure]

    public init(exitStatus: Int32, failures: [Failure] = []) {
        self.exitStatus = exitStatus
        self.failures = failures
    }

    /// A file rejected with these problems (exit 2).
    public init(rejectedWith problems: [ScenarioError]) {
        self.init(exitStatus: 2, failures: problems.map { Failure(line: $0.location?.line, message: $0.description) })
    }
}
