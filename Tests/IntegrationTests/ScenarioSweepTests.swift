import Foundation
import XCTest

/// Every scenario in the repository, through `imsim run scenarios/`: each must end as its `outcome:`
/// declares (those under `scenarios/failing` declare fail or rejected), and the merged reports say so.
final class ScenarioSweepTests: XCTestCase {
    func testEveryScenarioEndsAsItsFileSays() throws {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("imsim-sweep-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: reports) }
        let root = ImsimInvocation.repository.appendingPathComponent("scenarios").path
        let files = try XCTUnwrap(FileManager.default.subpaths(atPath: root)).filter { $0.hasSuffix(".yaml") }
        let failing = files.filter { $0.hasPrefix("failing/") }
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for file in failing {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("outcome: {fail: {line: ") || text.hasPrefix("outcome: {rejected: {line: "),
                          "\(file) declares where and how it fails")
        }

        let run = try ImsimInvocation.run(["run", "scenarios/", "--jobs", "2", "--junit", reports + "/all.xml",
                                           "--tap", reports + "/all.tap", "--json", reports + "/all.jsonl"], seconds: 600)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("\(files.count) scenarios: \(files.count) ended as declared, 0 did not"), run.stdout)
        XCTAssertTrue(run.stdout.contains("ok      scenarios/failing/forgotten-sauce.yaml  failed (exit 1) as declared"), run.stdout)
        XCTAssertEqual(run.invocation.liveHelpers, [])

        let junit = try String(contentsOfFile: reports + "/all.xml", encoding: .utf8)
        XCTAssertEqual(junit.components(separatedBy: "<testsuite ").count - 1, files.count, junit)
        XCTAssertTrue(junit.contains("<testsuites tests=\"\(files.count)\" failures=\"0\">"), junit)
        let tap = try String(contentsOfFile: reports + "/all.tap", encoding: .utf8)
        XCTAssertTrue(tap.contains("1..\(files.count)\n"), tap)
        XCTAssertFalse(tap.contains("not ok"), tap)
        let json = try String(contentsOfFile: reports + "/all.jsonl", encoding: .utf8)
        XCTAssertEqual(json.split(separator: "\n").count, files.count, json)
        XCTAssertTrue(json.contains(#""declared":"rejected","endedAsDeclared":true,"exitStatus":2"#), json)
    }
}
