import Foundation
import XCTest

/// Every scenario in the repository: those under `scenarios/failing` must end with the exit status
/// their header states ("MUST FAIL (exit 1)", "MUST BE REJECTED (exit 2)"), all others must pass.
final class ScenarioSweepTests: XCTestCase {
    func testEveryScenarioEndsAsItsFileSays() throws {
        let root = ImsimInvocation.repository.appendingPathComponent("scenarios").path
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: root)).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for file in files {
            let path = "scenarios/" + file
            let header = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let expected: Int32 = file.hasPrefix("failing/") ? (header.contains("(exit 2)") ? 2 : 1) : 0
            if file.hasPrefix("failing/") {
                XCTAssertTrue(header.contains("(exit \(expected))"), "\(path) states the exit status it must end with")
            }
            let run = try ImsimInvocation.run(["run", path])
            XCTAssertEqual(run.status, expected, "\(path):\n\(run.stdout)\(run.stderr)")
            XCTAssertEqual(run.invocation.liveHelpers, [], path)
        }
    }
}
