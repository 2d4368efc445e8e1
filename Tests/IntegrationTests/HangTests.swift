import Foundation
import IMSimCore
import XCTest

/// An extension that does not answer: the step's failure says where its main thread is stuck, in the
/// output, the journal and the JUnit report; `DispatchQueue.main.sync` on the main thread stops it as iOS does.
final class HangTests: XCTestCase {
    /// The probe's Hang button's loop, `while` to closing brace, as `file:line:` each: read from the
    /// source so an edit above it does not break the test.
    private func loopLines() throws -> [String] {
        let file = ImsimInvocation.repository.path + "/Samples/FrameworkProbe/MessagesViewController+Async.swift"
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.contains("while !flagNobodySets.pointee") })
        return (start...start + 2).map { "MessagesViewController+Async.swift:\($0 + 1):" }
    }

    /// The frame of `hangOnPurpose()` in `text`: the function, its file, and its line when the sampled
    /// instruction has one (code the compiler adds after a call has none), which must be the loop's.
    private func assertNamesTheLoop(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let frame = try XCTUnwrap(text.components(separatedBy: "\n").first { $0.contains("MessagesViewController.hangOnPurpose() + ") },
                                  text, file: file, line: line)
        let at = try XCTUnwrap(frame.range(of: "/Samples/FrameworkProbe/MessagesViewController+Async.swift"), frame, file: file, line: line)
        let loop = try loopLines()
        let hasLine = frame[at.upperBound...].first == ":"
        XCTAssertTrue(!hasLine || loop.contains { frame.contains($0) }, "stuck in the loop, \(loop): \(frame)", file: file, line: line)
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
        try assertNamesTheLoop(run.stdout)
        XCTAssertFalse(run.stdout.contains("UIControl.sendActions"), "imsim's own frames stay in the log:\n\(run.stdout)")

        let journal = try String(contentsOfFile: artifacts + "/journal.jsonl", encoding: .utf8)
        let failure = try XCTUnwrap(journal.split(separator: "\n").first { $0.contains("\"stepFinished\"") && $0.contains("failure") })
        try assertNamesTheLoop(failure.replacingOccurrences(of: "\\n", with: "\n"))
        let junit = try String(contentsOfFile: artifacts + "/report.xml", encoding: .utf8)
        XCTAssertTrue(junit.contains(#"<failure message="Kate&apos;s phone did not finish within 2s; Kate&apos;s extension"#), junit)
        try assertNamesTheLoop(junit)
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
