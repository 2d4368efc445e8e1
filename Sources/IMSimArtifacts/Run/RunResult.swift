import Foundation
import IMSimModel
import IMSimScenario

/// `result.json` in a run's artifacts: how it ended, each step, and how to run it again.
public struct RunResult: Codable, Equatable, Sendable {
    public struct Step: Codable, Equatable, Sendable {
        public var step: String
        public var location: String
        public var outcome: String
        public var milliseconds: Double
        public var failure: String?
    }

    public var name: String
    public var file: String?
    /// `passed`, `failed`, `error` (imsim's own failure) or `ended` (a run without a scenario).
    public var outcome: String
    public var exitStatus: Int32
    public var reason: String?
    public var seed: UInt64
    public var command: [String]
    public var artifacts: String
    public var steps: [Step]
    /// The state model's coverage, when the scenario has a model.
    public var model: ModelCoverage?
    /// Each message a phone never received while the scenario ran, and why; absent when none was lost.
    public var lostMessages: [LostMessage]?
    /// How the scenario declares it must end (`outcome:`), in words; absent for one that must pass.
    public var declared: String?
    /// Whether it ended as it declares (a must-fail scenario that failed so counts as passing);
    /// absent for one that must pass.
    public var endedAsDeclared: Bool?

    public init(name: String, file: String?, outcome: RunOutcome?, endReason: String?, seed: UInt64, command: [String],
                artifacts: String, results: [StepResult]) {
        self.name = name
        self.file = file
        switch outcome {
        case .passed: self.outcome = "passed"
        case let .failed(reason): (self.outcome, self.reason) = ("failed", reason)
        case let .infrastructureFailure(reason): (self.outcome, self.reason) = ("error", reason)
        case nil: (self.outcome, self.reason) = ("ended", endReason)
        }
        exitStatus = outcome?.exitStatus ?? 0
        self.seed = seed
        self.command = command
        self.artifacts = artifacts
        steps = results.map { result in
            let (outcome, failure): (String, String?) = switch result.outcome {
            case .passed: ("passed", nil)
            case let .failed(reason): ("failed", reason)
            case .skipped: ("skipped", nil)
            }
            return Step(step: result.step, location: "\(result.location)", outcome: outcome,
                        milliseconds: Double(result.duration.components.seconds) * 1000
                            + Double(result.duration.components.attoseconds) / 1e15,
                        failure: failure)
        }
    }

    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
