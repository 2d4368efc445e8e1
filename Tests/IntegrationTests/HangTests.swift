import Foundation
import IMSimCore
import XCTest

/// An extension that does not answer: the step's failure says where its main thread is stuck, in the
/// output, the journal and the JUnit report; `DispatchQueue.main.sync` on the main thread stops it as iOS does.
final class HangTests: XCTestCase {
    /// The line of the probe's Hang button where it spins, read from the source so an edit above it does not break the test.
    private func spinningLine() throws -> String {
        let file = ImsimInvocation.repository.path + "/Samples/FrameworkProbe/MessagesViewController+Async.swift"
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try XCTUnwrap(lines.firstIndex { $0.contains("while !Self.flagNobodySets") })
        return "MessagesViewController+Async.swift:\(index + 1):"
    }

    func testATapHandlerThatNeverReturnsFailsNamingWhereItIsStuck() throws {
        let artifacts = NSTemporaryDirectory() + "hang-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let run = try ImsimInvocation.run(["run", "scenarios/failing/extension-hangs.yaml", "--actual-status",
                                           "--artifacts", artifacts, "--junit", artifacts + "/report.xml"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let stuck = "Kate's extension Framework Probe is stuck in its own code (main thread, innermost first):\n"
            + "  "
        XCTAssertTrue(run.stdout.contains("Kate's phone did not finish within 2s\n" + stuck), run.stdout)
        let here = try spinningLine()
        XCTAssertTrue(run.stdout.contains("MessagesViewController.hangOnPurpose()"), run.stdout)
        XCTAssertTrue(run.stdout.contains(here), "the line where it spins, \(here):\n\(run.stdout)")
        XCTAssertFalse(run.stdout.contains("UIControl.sendActions"), "imsim's own frames stay in the log:\n\(run.stdout)")

        let journal = try String(contentsOfFile: artifacts + "/journal.jsonl", encoding: .utf8)
        let failure = try XCTUnwrap(journal.split(separator: "\n").first { $0.contains("\"stepFinished\"") && $0.contains("failure") })
        XCTAssertTrue(failure.contains("hangOnPurpose()") && failure.contains(here), String(failure))
        let junit = try String(contentsOfFile: artifacts + "/report.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains("hangOnPurpose()") && junit.contains(here), junit)
        // The stuck process was ended, as iOS's watchdog ends it, and said so.
        XCTAssertTrue(journal.contains("did not answer and was ended once its stack was printed"), journal)
        run.invocation.assertNothingLeftBehind()
    }

    func testMainQueueSyncOnTheMainThreadStopsTheExtensionWithLibdispatchsMessage() throws {
        let scenario = NSTemporaryDirectory() + "main-sync-\(UUID().uuidString.prefix(8)).yaml"
        try """
            name: main queue sync on the main thread
            app: probe
            cast: [Kate]
            steps:
              - Kate: open
              - Kate: tap "Main queue sync"
            """.write(toFile: scenario, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let run = try ImsimInvocation.run(["run", scenario, "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Kate's extension Framework Probe was killed by signal 4"), run.stdout)
        XCTAssertTrue(run.stdout.contains("| " + CrashLog.syncOnOwnQueue), run.stdout)
        XCTAssertTrue(run.stdout.contains("MessagesViewController.makeAsyncButtons()"), "the user's frame that tapped:\n\(run.stdout)")
        run.invocation.assertNothingLeftBehind()
    }
}
