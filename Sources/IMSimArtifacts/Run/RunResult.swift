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
    public var steps: Steps
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
                artifacts: String, results: StepResults) {
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
        steps = Steps(results)
    }

    /// Writes `result.json`: what `JSONEncoder` writes pretty-printed with sorted keys, the steps
    /// encoded `stepsAtOnce` at a time and written as they are (encoding a long run's result whole
    /// built a tree of every step: 67 MB of 100,000 steps).
    public func write(to path: String) throws {
        try PageFile.write(to: path) { output in try write(to: output) }
    }

    static let stepsAtOnce = 1_000

    /// The bytes of `write(to:)`, handed to `output` a part at a time.
    func write(to output: (Data) throws -> Void) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var outline = self
        outline.steps = []
        let text = try encoder.encode(outline)
        // The empty list the outline holds, whatever its white space, is where the steps go (the
        // result's own key, two spaces in: a nested one is further in).
        guard !steps.isEmpty, let key = text.firstRange(of: Data("\n  \"steps\" : [".utf8)),
              let close = text[key.upperBound...].firstIndex(of: UInt8(ascii: "]")),
              text[key.upperBound..<close].allSatisfy({ $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: " ") }) else {
            return try output(encoder.encode(self))
        }
        try output(text[..<key.upperBound] + Data("\n".utf8))
        for start in stride(from: 0, to: steps.count, by: Self.stepsAtOnce) {
            // A list encoded alone is indented one level less than in the result: its items'
            // lines, between its brackets, take two more spaces.
            let list = try encoder.encode(Array(steps[start..<min(steps.count, start + Self.stepsAtOnce)]))
            var lines = list.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropFirst().dropLast()
            var part = Data(start == 0 ? [] : Array(",\n".utf8))
            part.reserveCapacity(list.count + 2 * lines.count + 2)
            if let first = lines.popFirst() { part += Data("  ".utf8) + first }
            for line in lines { part += Data("\n  ".utf8) + line }
            try output(part)
        }
        try output(Data("\n  ".utf8) + text[close...])
    }
}
