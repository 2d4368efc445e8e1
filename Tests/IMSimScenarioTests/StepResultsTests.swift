import IMSimScenario
import XCTest

/// A run's results, recorded as a few bytes a step, read back as the `StepResult`s they stand for.
final class StepResultsTests: XCTestCase {
    private let steps = [
        ScenarioStep(location: SourceLocation(file: "party.yaml", line: 7, column: 5), kind: .perform(participant: "Kate", command: .tap("New party"))),
        ScenarioStep(location: SourceLocation(file: "party.yaml", line: 8, column: 5), kind: .perform(participant: "Kate", command: .pressSend)),
        ScenarioStep(location: SourceLocation(file: "party.yaml", line: 9, column: 5), kind: .perform(participant: "John", command: .tap("Add"))),
    ]

    func testRecordedResultsReadAsTheResultsOfTheirSteps() {
        var results = StepResults(of: steps)
        XCTAssertEqual(results, [])
        results.record(step: 0, duration: .nanoseconds(12_345_678_901), outcome: .passed)
        results.record(step: 1, duration: .milliseconds(3), outcome: .failed("not met:\n  − a\n  + b"))
        results.record(step: 2, duration: .zero, outcome: .skipped)
        let expected = [
            StepResult(step: steps[0], duration: .nanoseconds(12_345_678_901), outcome: .passed),
            StepResult(step: steps[1], duration: .milliseconds(3), outcome: .failed("not met:\n  − a\n  + b")),
            StepResult(step: steps[2], duration: .zero, outcome: .skipped),
        ]
        XCTAssertEqual(Array(results), expected)
        XCTAssertEqual(results, StepResults(expected), "equal to the same results given whole")
        XCTAssertEqual(results.hashValue, StepResults(expected).hashValue)
        XCTAssertEqual(results[1].step, "Kate: send")
        XCTAssertEqual(results[1].location.line, 8)
        XCTAssertNotEqual(results, StepResults(Array(expected.prefix(2))))
    }
}
