/// How each step of a run went, in order. A run records only each step's duration and outcome
/// (16 bytes, and a failure's words); a result's step and place are its scenario step's, made when
/// read: 100,000 steps hold 1.6 MB, not the 13 MB their `StepResult`s took.
public struct StepResults: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private struct Record: Hashable, Sendable {
        var step: Int32
        var kind: UInt8
        var nanoseconds: Int64
    }

    /// Results given whole (a file refused before it ran, a batch's own cases).
    private var listed: [StepResult] = []
    /// The scenario's steps, shared with it (not copied), and what each recorded one did.
    private var steps: [ScenarioStep] = []
    private var records: [Record] = []
    private var failures: [Int: String] = [:]

    public init(_ results: [StepResult]) {
        listed = results
    }

    public init(arrayLiteral results: StepResult...) {
        self.init(results)
    }

    /// No result yet of the scenario `steps`; `record` adds them.
    public init(of steps: [ScenarioStep]) {
        self.steps = steps
    }

    /// Adds how `steps[step]` went.
    public mutating func record(step: Int, duration: Duration, outcome: StepResult.Outcome) {
        precondition(listed.isEmpty && steps.indices.contains(step), "step \(step) of \(steps.count)")
        let kind: UInt8
        switch outcome {
        case .passed: kind = 0
        case let .failed(reason):
            failures[records.count] = reason
            kind = 1
        case .skipped: kind = 2
        }
        let (seconds, attoseconds) = duration.components
        records.append(Record(step: Int32(step), kind: kind, nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { listed.isEmpty ? records.count : listed.count }

    public subscript(position: Int) -> StepResult {
        guard listed.isEmpty else { return listed[position] }
        let record = records[position]
        let outcome: StepResult.Outcome = switch record.kind {
        case 0: .passed
        case 1: .failed(failures[position] ?? "")
        default: .skipped
        }
        return StepResult(step: steps[Int(record.step)], duration: .nanoseconds(record.nanoseconds), outcome: outcome)
    }

    public static func == (left: StepResults, right: StepResults) -> Bool {
        left.elementsEqual(right)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for result in self { hasher.combine(result) }
    }
}
