import Foundation
import XCTest

/// Every message accounted for: messages in flight to a phone that dies are journaled as dropped with
/// why, named in the summary and result.json, and the run fails as imsim's own error.
final class LostMessageTests: XCTestCase {
    func testMessagesInFlightToAPhoneKilledAreDroppedAndNamed() throws {
        let name = "lost-\(UUID().uuidString.prefix(6).lowercased())"
        let artifacts = NSTemporaryDirectory() + name
        let scenario = NSTemporaryDirectory() + name + ".yaml"
        defer {
            try? FileManager.default.removeItem(atPath: artifacts)
            try? FileManager.default.removeItem(atPath: scenario)
        }
        // Step 1 waits for a console to open Kate's app; steps 2-4 send three texts; step 5 waits.
        try """
        name: Lost
        app: probe
        cast: [Kate, John]
        steps:
          - expect Kate:
              within: 60s
              style: compact
          - Kate: tap "Send text"
          - Kate: tap "Send text"
          - Kate: tap "Send text"
          - expect Kate:
              within: 60s
              screen-contains: [never shown]
        """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try ImsimInvocation(["run", scenario, "--name", name, "--artifacts", artifacts, "--actual-status"])
        XCTAssertTrue(run.waitForStandardError("ready: every phone and the relay are up"), run.stderr)
        // John's phone stopped: what the relay forwards to him waits in his socket, unread.
        let john = try XCTUnwrap(run.helper(matching: "phone --name John"))
        kill(john.pid, SIGSTOP)
        let open = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "open"])
        XCTAssertEqual(open.status, 0, open.stdout + open.stderr)
        // Each send is done when its line is printed: the relay has taken it, for John's unread socket.
        XCTAssertTrue(run.waitForOutput(#"✓ Kate: tap "Send text""#, count: 3, seconds: 30), run.stdout)
        kill(john.pid, SIGKILL)

        XCTAssertEqual(try run.waitForExit(seconds: 30), 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("ERROR: John was killed by signal 9"), run.stdout)
        XCTAssertTrue(run.stdout.contains("LOST: 3 messages were never received: 3 by John (John's phone died (was killed by signal 9))"),
                      run.stdout)
        let journal = try String(contentsOfFile: artifacts + "/journal.jsonl", encoding: .utf8)
        let drops = journal.split(separator: "\n").filter { $0.contains(#"{"run":{"dropped":"#) }
        XCTAssertEqual(drops.count, 3, journal)
        XCTAssertTrue(drops.allSatisfy { $0.contains(#""from":"Kate""#) && $0.contains(#""reason":"John's phone died (was killed by signal 9)""#) },
                      drops.joined(separator: "\n"))
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/result.json")))
            as? [String: Any])
        XCTAssertEqual((result["lostMessages"] as? [[String: Any]])?.count, 3, "\(result)")
        run.assertNothingLeftBehind()
    }
}
