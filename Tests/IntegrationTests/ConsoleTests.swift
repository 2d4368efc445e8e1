import Foundation
import XCTest

/// A run that stays up, consoles attached to it, and its end: each a real `imsim` process.
final class ConsoleTests: XCTestCase {
    func testAttachActsChecksRecordsAndDownEndsTheRun() throws {
        let name = "console-test-\(UUID().uuidString.prefix(6).lowercased())"
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)

        let ps = try ImsimInvocation.run(["ps", "--json"])
        XCTAssertEqual(ps.status, 0)
        XCTAssertTrue(ps.stdout.contains("\"name\":\"\(name)\""), ps.stdout)

        let recording = NSTemporaryDirectory() + "\(name).yaml"
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let kate = try ImsimInvocation.run(["attach", "Kate", "--run", name, "--record", recording,
                                            "-c", #"open; tap "New party"; expect style: expanded; tap Send"#])
        XCTAssertEqual(kate.status, 0, kate.stdout + kate.stderr)
        XCTAssertTrue(kate.stdout.contains("✓ expect style: expanded"), kate.stdout)
        XCTAssertTrue(kate.stdout.contains("callbacks: willTransition(expanded), didTransition(expanded)"), kate.stdout)
        let steps = try String(contentsOfFile: recording, encoding: .utf8)
        XCTAssertTrue(steps.contains("- Kate: tap \"New party\"\n  - expect Kate: {style: expanded}\n  - Kate: tap Send"), steps)
        // The recording ends with each phone's final state, and replays.
        XCTAssertTrue(steps.contains(#"staged: {sender: "Kate", caption: "List :Mussels Party"}"#), steps)
        let replay = try ImsimInvocation.run(["run", recording])
        XCTAssertEqual(replay.status, 0, replay.stdout + replay.stderr)

        // John sees nothing yet: Kate's message is only staged. With --bail the first failure ends it.
        let john = try ImsimInvocation.run(["attach", "John", "--run", name, "--bail", "--json",
                                            "-c", "expect transcript: [{caption: nothing}], within: 200ms; open"])
        XCTAssertEqual(john.status, 1, john.stdout + john.stderr)
        XCTAssertTrue(john.stdout.contains(#""ok":false"#), john.stdout)
        XCTAssertFalse(john.stdout.contains(#""input":"open""#), "nothing runs after the failure:\n\(john.stdout)")

        let down = try ImsimInvocation.run(["down", name])
        XCTAssertEqual(down.status, 0, down.stdout + down.stderr)
        XCTAssertEqual(try up.waitForExit(seconds: 20), 0, up.stdout + up.stderr)
        XCTAssertTrue(up.stdout.contains("ended: ended by imsim down"), up.stdout)
        up.assertNothingLeftBehind()
    }

    /// Exit status 2, as for a run that cannot be reached, and no usage text: the command line was right.
    func testAttachingToOrEndingNoRunSaysSoWithStatus2() throws {
        let attach = try ImsimInvocation.run(["attach", "Kate", "--run", "no-such-run", "-c", "open"])
        XCTAssertEqual(attach.status, 2, attach.stderr)
        XCTAssertTrue(attach.stderr.contains("imsim: no run named no-such-run is up"), attach.stderr)
        XCTAssertFalse(attach.stderr.contains("Usage:"), attach.stderr)
        let down = try ImsimInvocation.run(["down", "no-such-run"])
        XCTAssertEqual(down.status, 2, down.stderr)
        XCTAssertTrue(down.stderr.contains("imsim: no run named no-such-run is up"), down.stderr)
        XCTAssertFalse(down.stderr.contains("Usage:"), down.stderr)
    }
}
