import Foundation
import XCTest

/// A whole cast of phones in one conversation: every phone starts and connects while the run is
/// still spawning others, and one message reaches the last of them.
final class LargeCastTests: XCTestCase {
    func testTwoHundredPhonesInOneConversationAllGetKatesMessage() throws {
        let cast = Self.cast(of: 200)
        let scenario = try Self.writeFanOutScenario(cast: cast)
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let started = Date()
        let run = try ImsimInvocation.run(["run", scenario], seconds: 120)
        XCTAssertEqual(run.status, 0, String(run.stdout.suffix(2000)) + String(run.stderr.suffix(4000)))
        XCTAssertTrue(run.stdout.contains("PASSED: 3 steps"), String(run.stdout.suffix(2000)))
        XCTAssertTrue(run.stdout.contains("expect \(cast[cast.count - 1])"), "the last phone is checked:\n\(run.stdout.suffix(2000))")
        run.invocation.assertNothingLeftBehind()
        print("200 phones: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    /// Kate, then `P002` and on: names that sort in cast order.
    static func cast(of count: Int) -> [String] {
        ["Kate"] + (2...count).map { String(format: "P%03d", $0) }
    }

    /// Only Kate has the probe app: she sends at once, and the last of the cast must see the bubble.
    static func writeFanOutScenario(cast: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "fan-out-\(UUID().uuidString.prefix(8)).yaml"
        try """
        name: Fan-out to \(cast.count) phones
        app: probe
        cast: [\(cast.joined(separator: ", "))]
        installed-on: [Kate]
        steps:
          - Kate: open
          - Kate: tap "Send now"
          - expect \(cast[cast.count - 1]):
              within: 30s
              transcript:
                - caption: Probe 1
                  sender: Kate
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
