import Foundation
@testable import IMSimArtifacts
import IMSimModel
import IMSimScenario
import XCTest

/// `result.json` is written a part at a time, and is what JSONEncoder writes of the whole result.
final class RunResultTests: XCTestCase {
    private func result(steps count: Int) -> RunResult {
        let texts = ["Kate: tap \"Send / it\"", "expect John: sees </script> é 🍟", "John: type \"\u{1}\\\ttab\""]
        let results = (0..<count).map { index in
            StepResult(step: texts[index % texts.count], location: SourceLocation(file: "dir/a.yaml", line: index + 3, column: 5),
                       duration: .microseconds(index * 37 + 1),
                       outcome: index % 7 == 3 ? .failed("not met:\n  − a\n  + b") : index % 11 == 5 ? .skipped : .passed)
        }
        var result = RunResult(name: "long \"one\"", file: "dir/a.yaml", outcome: .failed("not met"), endReason: nil, seed: 7,
                               command: ["imsim", "run", "dir/a.yaml"], artifacts: "/tmp/x", results: StepResults(results))
        result.lostMessages = [LostMessage(messageID: UUID(), from: "Kate", to: "John", reason: "John's phone died")]
        result.declared = "fail at line 9"
        result.endedAsDeclared = false
        return result
    }

    private func encoded(_ result: RunResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(result)
    }

    func testTheStreamedResultIsWhatJSONEncoderWrites() throws {
        for count in [0, 1, 2, RunResult.stepsAtOnce - 1, RunResult.stepsAtOnce, 2 * RunResult.stepsAtOnce + 5] {
            let result = result(steps: count)
            var parts: [Data] = []
            try result.write { parts.append($0) }
            XCTAssertEqual(String(decoding: parts.reduce(Data(), +), as: UTF8.self), String(decoding: try encoded(result), as: UTF8.self),
                           "\(count) steps")
            if count > RunResult.stepsAtOnce { XCTAssertGreaterThan(parts.count, 3, "written a batch of steps at a time") }
        }
    }

    func testTheFileDecodesToTheResult() throws {
        let folder = NSTemporaryDirectory() + "imsim-result-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = result(steps: 2_500)
        try result.write(to: folder + "/result.json")
        let read = try JSONDecoder().decode(RunResult.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/result.json")))
        XCTAssertEqual(read, result)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["result.json"])
    }
    /// Steps recorded by a run (a few bytes each) are written with their scenario step's words and
    /// place: checked field by field, not against the same encoder.
    func testRecordedStepsAreWrittenWithTheirStepsWordsAndPlace() throws {
        let steps = [
            ScenarioStep(location: SourceLocation(file: "party.yaml", line: 7, column: 5), kind: .perform(participant: "Kate", command: .tap("New party"))),
            ScenarioStep(location: SourceLocation(file: "party.yaml", line: 8, column: 5), kind: .perform(participant: "Kate", command: .pressSend)),
            ScenarioStep(location: SourceLocation(file: "party.yaml", line: 9, column: 5), kind: .perform(participant: "John", command: .tap("Add"))),
        ]
        var results = StepResults(of: steps)
        results.record(step: 0, duration: .microseconds(12_500), outcome: .passed)
        results.record(step: 1, duration: .nanoseconds(1_000_001), outcome: .failed("not met"))
        results.record(step: 2, duration: .zero, outcome: .skipped)
        let result = RunResult(name: "m", file: "party.yaml", outcome: .failed("not met"), endReason: nil, seed: 1,
                               command: ["imsim"], artifacts: "/tmp/x", results: results)
        var parts: [Data] = []
        try result.write { parts.append($0) }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: parts.reduce(Data(), +)) as? [String: Any])
        let written = try XCTUnwrap(object["steps"] as? [[String: Any]])
        XCTAssertEqual(written.map { $0["step"] as? String }, ["Kate: tap \"New party\"", "Kate: send", "John: tap Add"])
        XCTAssertEqual(written.map { $0["location"] as? String }, ["party.yaml:7:5", "party.yaml:8:5", "party.yaml:9:5"])
        XCTAssertEqual(written.map { $0["outcome"] as? String }, ["passed", "failed", "skipped"])
        XCTAssertEqual(written.map { $0["milliseconds"] as? Double }, [12.5, 1.000001, 0])
        XCTAssertEqual(written.map { $0["failure"] as? String }, [nil, "not met", nil])
    }
}
