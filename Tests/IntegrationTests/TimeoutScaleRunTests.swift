import Foundation
import IMSimCore
import XCTest

/// `IMSIM_TIMEOUT_SCALE` reaches a run's timeouts: a step given 300 ms waits ten times that.
final class TimeoutScaleRunTests: XCTestCase {
    func testAStepWaitsItsTimeoutTimesTheScale() throws {
        let folder = NSTemporaryDirectory() + "scale-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = folder + "/never.yaml"
        try """
        name: Never expanded
        app: shopping-list
        cast: [Kate]
        steps:
          - Kate: open
          - expect Kate:
              within: 300ms
              style: expanded
        """.write(toFile: scenario, atomically: true, encoding: .utf8)
        // Ten times the test's own scale, so the run's wait is measured against the same machine.
        let scale = 10 * TimeoutScale.factor
        let run = try ImsimInvocation(["run", scenario, "--artifacts", folder + "/run"],
                                      environment: [TimeoutScale.variable: String(scale)])
        XCTAssertEqual(try run.waitForExit(seconds: 60), 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("not met within 300ms"), "the failure quotes the timeout as written: \(run.stdout)")
        let result = try XCTUnwrap(JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/run/result.json"))) as? [String: Any])
        let steps = try XCTUnwrap(result["steps"] as? [[String: Any]])
        let waited = try XCTUnwrap(steps.last?["milliseconds"] as? Double)
        // A timer never fires early: only a scaled deadline makes the step last this long.
        XCTAssertGreaterThanOrEqual(waited, 300 * scale, "the failed step waited \(waited) ms")
    }
}
