import Foundation
import IMSimCore
import XCTest

/// Runs interrupted or broken from outside: the run fails cleanly and leaves nothing behind.
final class FaultTests: XCTestCase {
    func testInterruptEndsEveryProcessAndRemovesTheRunDirectory() throws {
        let scenario = try writeWaitingScenarioForTests()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr)
        XCTAssertFalse(run.liveHelpers.isEmpty, "the phones are running")
        kill(run.pid, SIGINT)
        XCTAssertEqual(try run.waitForExit(seconds: 20), 2)
        XCTAssertTrue(run.stdout.contains("interrupted"), run.stdout)
        run.assertNothingLeftBehind()
    }

    func testTerminateEndsEveryProcessAndRemovesTheRunDirectory() throws {
        try endBySignals([SIGTERM])
    }

    func testHangUpEndsEveryProcessAndRemovesTheRunDirectory() throws {
        try endBySignals([SIGHUP])
    }

    /// A burst of SIGINTs. The second ends the processes at once; the directory still goes.
    func testABurstOfInterruptsLeavesNothingBehind() throws {
        try endBySignals(Array(repeating: SIGINT, count: 8))
    }

    /// Ctrl-C held down: SIGINTs keep coming until the runner has exited. It exits with status 2 (not
    /// by the signal), having written result.json, and leaves nothing behind.
    func testInterruptHeldDownUntilTheExitStillEndsInOrder() throws {
        let scenario = try writeWaitingScenarioForTests()
        let artifacts = NSTemporaryDirectory() + "held-\(UUID().uuidString.prefix(8))"
        defer {
            try? FileManager.default.removeItem(atPath: scenario)
            try? FileManager.default.removeItem(atPath: artifacts)
        }
        let run = try ImsimInvocation(["run", scenario, "--artifacts", artifacts])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr)
        let keyHeld = Thread { [pid = run.pid] in
            // Until the runner is reaped its pid cannot be reused: no signal reaches another process.
            while kill(pid, SIGINT) == 0 { usleep(200) }
        }
        keyHeld.start()
        let status = try run.waitForExit(seconds: 20)
        XCTAssertFalse(run.wasKilledBySignal, "the runner was killed by SIGINT:\n\(run.stdout)\n\(run.stderr)")
        XCTAssertEqual(status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("interrupted"), run.stdout)
        let result = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/result.json"))) as? [String: Any]
        XCTAssertEqual(result?["exitStatus"] as? Int, 2)
        run.assertNothingLeftBehind()
    }

    private func endBySignals(_ signals: [Int32], file: StaticString = #filePath, line: UInt = #line) throws {
        let scenario = try writeWaitingScenarioForTests()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr, file: file, line: line)
        for signal in signals { kill(run.pid, signal) }
        XCTAssertEqual(try run.waitForExit(seconds: 20), 2, run.stdout + run.stderr, file: file, line: line)
        XCTAssertTrue(run.stdout.contains("interrupted"), run.stdout, file: file, line: line)
        run.assertNothingLeftBehind(file: file, line: line)
    }

    /// SIGINT to the runner alone, while its helpers are still starting.
    func testInterruptDuringStartupEndsEverything() throws {
        let scenario = try writeWaitingScenarioForTests()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForStandardError("run directory "), run.stderr)
        kill(run.pid, SIGINT)
        XCTAssertEqual(try run.waitForExit(seconds: 20), 2)
        XCTAssertTrue(run.stdout.contains("interrupted"), run.stdout + run.stderr)
        run.assertNothingLeftBehind()
    }

    func testAPhoneThatDiesFailsTheRunWithItsName() throws {
        let scenario = try writeWaitingScenarioForTests()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr)
        let john = try XCTUnwrap(run.helper(matching: "phone --name John"))
        kill(john.pid, SIGKILL)
        XCTAssertEqual(try run.waitForExit(seconds: 20), 2)
        // "John" alone is in the first line ("cast Kate, John"): the failure itself must name him.
        XCTAssertTrue(run.stdout.contains("ERROR: John was killed by signal 9")
                      || run.stdout.contains("ERROR: John disconnected"), run.stdout)
        run.assertNothingLeftBehind()
    }
}

extension FaultTests {
    /// The extension under test dying is its bug: the run fails (exit 1) naming whose extension it was.
    func testAnExtensionThatDiesFailsTheRunWithItsOwner() throws {
        let scenario = try writeWaitingScenarioForTests()
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation(["run", scenario])
        XCTAssertTrue(run.waitForOutput("✓ Kate: open"), run.stdout + run.stderr)
        let extensionProcess = try XCTUnwrap(run.helper(matching: "imsim extension"))
        kill(extensionProcess.pid, SIGKILL)
        XCTAssertEqual(try run.waitForExit(seconds: 20), 1)
        XCTAssertTrue(run.stdout.contains("Kate's extension Mussels Party was killed by signal 9"), run.stdout)
        run.assertNothingLeftBehind()
    }

    /// An extension stopped with SIGSTOP (here the process started ahead of Kate's next launch): the
    /// action that needs it fails saying the extension is stopped, by name, not just that the phone
    /// did not finish.
    func testAStoppedExtensionIsNamedAsStopped() throws {
        let name = "stopped-\(UUID().uuidString.prefix(6).lowercased())"
        let up = try ImsimInvocation(["up", "--app", "shopping-list", "--cast", "Kate,John", "--name", name])
        defer { _ = try? ImsimInvocation.run(["down", name]) }
        XCTAssertTrue(up.waitForOutput("The run \(name) is up."), up.stdout + up.stderr)
        let kate = try XCTUnwrap(up.helper(matching: "phone --name Kate"))
        let opened = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "open"])
        XCTAssertEqual(opened.status, 0, opened.stdout + opened.stderr)
        let launched = try XCTUnwrap(up.waitForHelper(matching: "imsim extension") { Leftovers.parent(of: $0) == kate.pid })
        let closed = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "close"])
        XCTAssertEqual(closed.status, 0, closed.stdout + closed.stderr)
        // Once the app closed, Kate's phone starts a process for its next launch.
        let standby = try XCTUnwrap(up.waitForHelper(matching: "imsim extension") { $0 != launched.pid && Leftovers.parent(of: $0) == kate.pid },
                                    "no extension process ahead of the next launch")
        XCTAssertEqual(kill(standby.pid, SIGSTOP), 0)
        defer { kill(standby.pid, SIGCONT) }
        // The console's 10 s for an action, scaled down: the run's own timeouts stay as they are.
        let reopened = try ImsimInvocation.run(["attach", "Kate", "--run", name, "-c", "open"],
                                               environment: [TimeoutScale.variable: String(0.2 * TimeoutScale.factor)])
        XCTAssertNotEqual(reopened.status, 0, reopened.stdout)
        XCTAssertTrue(reopened.stdout.contains("is stopped (SIGSTOP): Kate's phone did not finish"), reopened.stdout + reopened.stderr)
        XCTAssertTrue(reopened.stdout.contains("Kate's extension Mussels Party is stopped"), reopened.stdout)
    }

    /// A scenario that opens the app, then waits a long time for something that never comes.
    func writeWaitingScenarioForTests() throws -> String {
        let path = NSTemporaryDirectory() + "wait-\(UUID().uuidString.prefix(8)).yaml"
        try """
        name: Waiting
        app: shopping-list
        cast: [Kate, John]
        steps:
          - Kate: open
          - expect John:
              within: 60s
              style: expanded
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
