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
}
