import Foundation
import XCTest

/// The built binary against the scenarios in `scenarios/`: real processes, real sockets.
final class ScenarioRunTests: XCTestCase {
    func testMusselsPartyPassesAndLeavesNothingBehind() throws {
        let junit = NSTemporaryDirectory() + "junit-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let run = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "--junit", junit])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("PASSED: 25 steps"), run.stdout)
        XCTAssertFalse(run.stdout.contains("✗"), run.stdout)
        run.invocation.assertNothingLeftBehind()
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertEqual(xml.components(separatedBy: "<testcase").count - 1, 25)
        XCTAssertFalse(xml.contains("<failure"))
    }

    /// The phones that act start each extension process ahead of its launch; it is still a new process
    /// at every launch (statics start again), with or without that, and none is left behind.
    func testAProcessStartedAheadIsStillANewProcessAtEachLaunch() throws {
        for prewarm in [true, false] {
            let artifacts = NSTemporaryDirectory() + "prewarm-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: artifacts) }
            let run = try ImsimInvocation.run(["run", "scenarios/framework/statics-lost.yaml", "--artifacts", artifacts]
                                              + (prewarm ? [] : ["--no-prewarm"]))
            XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
            run.invocation.assertNothingLeftBehind()
            let log = (try? String(contentsOfFile: artifacts + "/phones/Kate/phone.log", encoding: .utf8)) ?? ""
            XCTAssertEqual(log.contains("in the process started ahead of its launch"), prewarm, log)
        }
    }

    /// It passes; each bubble's picture is named after its sender and caption, and `show` lists it
    /// under the step that sent it and beside the bubble.
    func testSundaeForThreeFriendsPassesAndShowsItsPictures() throws {
        let artifacts = NSTemporaryDirectory() + "sundae-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let run = try ImsimInvocation.run(["run", "scenarios/sundae-three-friends.yaml", "--artifacts", artifacts])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("PASSED: 41 steps"), run.stdout)
        run.invocation.assertNothingLeftBehind()
        for name in ["Kate", "John", "Alice"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts + "/phones/\(name)/phone.log"), "\(name)'s, printed or not")
        }
        let pictures = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/attachments").sorted()
        XCTAssertEqual(pictures.map { String($0.dropLast("-12345678.png".count)) },
                       ["Alice-I-finished-the-ice-cream", "John-I-added-the-scoops", "Kate-Let-s-build-an-ice-cream"])
        let show = try ImsimInvocation.run(["show", artifacts])
        XCTAssertEqual(show.status, 0, show.stderr)
        let kates = try XCTUnwrap(pictures.last)
        XCTAssertTrue(show.stdout.contains("  ✓ Kate: send  (") && show.stdout.contains("\n      sent [Kate] 'Let's build an ice cream' "
            + "base=cone, picture \(artifacts)/attachments/\(kates)\n"), show.stdout)
    }

    /// A trap in the extension's code: Swift's message and the extension's own frames, not registers.
    func testAnExtensionThatTrapsShowsItsMessageAndFrames() throws {
        let run = try ImsimInvocation.run(["run", "scenarios/failing/extension-traps.yaml", "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Kate's extension Framework Probe was killed by signal 4"), run.stdout)
        XCTAssertTrue(run.stdout.contains("MessagesViewController+Async.swift:"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Fatal error: the probe crashed on purpose (0 parts)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("MessagesViewController.crashOnPurpose()"), run.stdout)
        XCTAssertFalse(run.stdout.contains("ExtensionRuntime.perform"), "imsim's own frames stay in the log:\n\(run.stdout)")
    }

    func testForgottenSauceMustFailWithExpectedAndActual() throws {
        let artifacts = NSTemporaryDirectory() + "imsim-declared-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let run = try ImsimInvocation.run(["run", "--embedded", "scenarios/failing/forgotten-sauce.yaml", "--artifacts", artifacts])
        XCTAssertEqual(run.status, 0, "it declares outcome: fail\n" + run.stdout + run.stderr)
        // result.json and the report say it was meant to fail so.
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/result.json"))) as? [String: Any])
        XCTAssertEqual(result["outcome"] as? String, "failed")
        XCTAssertEqual(result["declared"] as? String, #"fail at line 10 with "John's transcript differs""#)
        XCTAssertEqual(result["endedAsDeclared"] as? Bool, true)
        let page = try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8)
        XCTAssertTrue(page.contains(#""endedAsDeclared":true"#), "the page's data")
        XCTAssertTrue(run.stdout.contains(#"ended as declared (outcome: fail at line 10 with "John's transcript differs", exit status 1)"#),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("FAILED: scenarios/failing/forgotten-sauce.yaml:10"), run.stdout)
        XCTAssertTrue(run.stdout.contains("element=Andalouse sauce"), "the expected value is shown:\n\(run.stdout)")
        XCTAssertTrue(run.stdout.contains("John's phone:"), "each phone's state is shown:\n\(run.stdout)")
        run.invocation.assertNoProcessLeftBehind()
    }

    func testExpectationsSeeTheStateAfterTheStep() throws {
        let run = try ImsimInvocation.run(["run", "--embedded", "scenarios/failing/stale-screen.yaml", "--actual-status"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("expected HomeViewController, found DetailListViewController"), run.stdout)
        run.invocation.assertNoProcessLeftBehind()
    }

    func testInvalidScenariosAreRejectedWithFileAndLineBeforeAnythingStarts() throws {
        let cases = [
            ("scenarios/failing/unknown-participant.yaml", ":8:", "Alice"),
            ("scenarios/failing/missing-control.yaml", ":7:", "Delete list"),
            ("scenarios/failing/broken-yaml.yaml", ":7:", "invalid YAML"),
        ]
        for (file, line, detail) in cases {
            let run = try ImsimInvocation.run(["run", file])
            XCTAssertEqual(run.status, 0, "\(file) declares outcome: rejected: \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stdout.contains("ended as declared (outcome: rejected at line \(line.dropFirst().dropLast())"), run.stdout)
            XCTAssertTrue(run.stderr.contains(file + line), "\(file): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(detail), "\(file): \(run.stderr)")
            XCTAssertFalse(run.stdout.contains("✓"), "no step ran: \(run.stdout)")
            XCTAssertNil(run.invocation.runDirectory, "rejected before a run directory was made")
            XCTAssertEqual(run.invocation.liveHelpers, [])
        }
    }

    func testMissingScenarioFileIsAnError() throws {
        let run = try ImsimInvocation.run(["run", "scenarios/no-such-file.yaml"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("scenarios/no-such-file.yaml"), run.stderr)
    }
}
