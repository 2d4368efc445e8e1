import Foundation
import XCTest

/// `imsim run --embedded`: the whole run in one process, in an order drawn from the seed. The same seed
/// plays a race the same way every time; seeds differ; a sweep finds the seeds that fail.
final class EmbeddedRunTests: XCTestCase {
    private func temporaryFolder(_ name: String) -> String {
        NSTemporaryDirectory() + "\(name)-\(UUID().uuidString.prefix(8))"
    }

    /// The lost-vote race (races/lost-vote.yaml): seed 20 keeps both votes, seed 1 loses one, 10 times each.
    func testTheSameSeedGivesTheSameOutcomeEveryTime() throws {
        let artifacts = temporaryFolder("embedded-race")
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        for attempt in 1...10 {
            for (seed, status) in [(20, Int32(0)), (1, Int32(1))] {
                let run = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--embedded", "--seed", String(seed),
                                                   "--artifacts", artifacts + "/\(seed)-\(attempt)"], seconds: 60)
                XCTAssertEqual(run.status, status, "seed \(seed), attempt \(attempt):\n" + run.stdout + run.stderr)
                if seed == 1 {
                    XCTAssertTrue(run.stdout.contains("found no \"2 votes\" (on screen: \"1 vote\""), run.stdout)
                }
            }
        }
    }

    func testCheckDeterminismFindsTheSameJournalTwice() throws {
        let run = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--check-determinism", "--seed", "1"], seconds: 60)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("the same journal both times: "), run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "FAILED: races/lost-vote.yaml:17:5").count, 3, run.stdout)
    }

    func testASeedSweepNamesTheFailingSeedsAndHowToPlayOneAgain() throws {
        let run = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--seeds", "18...23"], seconds: 120)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("6 seeds: 2 passed, 4 failed: 18-19, 21, 23"), run.stdout)
        XCTAssertTrue(run.stdout.contains("seeds 18-19, 21, 23: FAILED: races/lost-vote.yaml:17:5: expect Kate: screen-contains failed:"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("failed: races/lost-vote.yaml:18:7: error: Kate's screen: expected texts \"2 votes\", found no \"2 votes\""),
                      "the line says what failed: " + run.stdout)
        XCTAssertTrue(run.stdout.contains("play one again: imsim run races/lost-vote.yaml --embedded --seed 18"), run.stdout)
        let folder = try XCTUnwrap(run.stdout.components(separatedBy: "the failing seeds' runs: ").last?
            .components(separatedBy: "\n").first)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("seed-") }.sorted()
        XCTAssertEqual(kept, ["seed-18", "seed-19", "seed-21", "seed-23"], "only the failing seeds' runs are kept")
    }

    func testAScenarioThatNeedsProcessesIsRefusedAloneAndSkippedInABatch() throws {
        let alone = try ImsimInvocation.run(["run", "scenarios/framework/statics-lost.yaml", "--embedded"])
        XCTAssertEqual(alone.status, 2, alone.stdout + alone.stderr)
        XCTAssertTrue(alone.stderr.contains("the scenario says `transport: live`"), alone.stderr)
        let batch = try ImsimInvocation.run(["run", "scenarios/framework/statics-lost.yaml", "scenarios/mussels-party.yaml", "--embedded"],
                                            seconds: 120)
        XCTAssertEqual(batch.status, 0, batch.stdout + batch.stderr)
        XCTAssertTrue(batch.stdout.contains("skip    scenarios/framework/statics-lost.yaml  skipped: it needs `transport: live`"), batch.stdout)
        XCTAssertTrue(batch.stdout.contains("2 scenarios: 1 ended as declared, 0 did not, 1 skipped"), batch.stdout)
        for many in [["--seeds", "1...3"], ["--check-determinism"]] {
            let refused = try ImsimInvocation.run(["run", "scenarios/framework/statics-lost.yaml"] + many)
            XCTAssertEqual(refused.status, 2, "\(many): " + refused.stdout + refused.stderr)
            XCTAssertTrue(refused.stderr.contains("the scenario says `transport: live`"), refused.stderr)
            XCTAssertFalse(refused.stdout.contains("seeds"), "nothing ran: " + refused.stdout)
        }
    }

    /// What extensions keep in UserDefaults goes to the run's container, never the user's home.
    func testExtensionsKeepTheirFilesInTheRunNotTheHome() throws {
        let home = temporaryFolder("embedded-home"), artifacts = temporaryFolder("embedded-defaults")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { [home, artifacts].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let run = try ImsimInvocation.run(["run", "scenarios/sundae-three-friends.yaml", "--embedded", "--artifacts", artifacts],
                                          environment: ["HOME": home, "XDG_CONFIG_HOME": home + "/.config"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(FileManager.default.subpaths(atPath: home) ?? [], [], "nothing written in the home")
        let preferences = artifacts + "/phones/embedded-container/Library/Preferences"
        XCTAssertEqual(FileManager.default.subpaths(atPath: preferences), ["imsim.plist"], "the app's defaults are in the run")
    }

    /// An extension that never returns would hang a run in one process: the watchdog ends it, saying why.
    func testAHungExtensionEndsTheEmbeddedRunWithAReason() throws {
        let scenario = temporaryFolder("hang") + ".yaml"
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        try """
            name: hangs embedded
            app: probe
            cast: [Kate]
            timeout: 1s
            steps:
              - Kate: open
              - Kate: tap Hang
            """.write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try ImsimInvocation.run(["run", scenario, "--embedded"], seconds: 60)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("Kate's extension did not return within 10 s in the embedded run"), run.stderr)
    }

    /// A finished embedded run plays again the same way, its failure too; a live run says why it cannot.
    func testReplayPlaysAnEmbeddedRunAgainTheSameWay() throws {
        let artifacts = temporaryFolder("embedded-replay")
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let first = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--embedded", "--seed", "3", "--artifacts", artifacts])
        XCTAssertEqual(first.status, 1, first.stdout + first.stderr)
        let shown = try ImsimInvocation.run(["show", artifacts])
        XCTAssertTrue(shown.stdout.contains("cast Kate, John, seed 3, embedded, started "), shown.stdout)
        let replay = try ImsimInvocation.run(["replay", artifacts])
        XCTAssertEqual(replay.status, 1, "the replay fails as the run did:\n" + replay.stdout + replay.stderr)
        XCTAssertTrue(replay.stdout.contains("run races/lost-vote.yaml --embedded --seed 3 --artifacts "), replay.stdout)
        XCTAssertTrue(replay.stdout.contains("FAILED: races/lost-vote.yaml:17:5"), replay.stdout)
        XCTAssertTrue(replay.stdout.contains("the same run again: "), replay.stdout)
        if let folder = replay.stdout.components(separatedBy: "--artifacts ").dropFirst().first?.components(separatedBy: "\n").first {
            try? FileManager.default.removeItem(atPath: folder)
        }

        // A live run is played again in the order its phones handled actions and messages, to the same end.
        let live = temporaryFolder("live-replay")
        defer { try? FileManager.default.removeItem(atPath: live) }
        let liveRun = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--artifacts", live])
        let liveReplay = try ImsimInvocation.run(["replay", live])
        XCTAssertEqual(liveReplay.status, liveRun.status, liveReplay.stdout + liveReplay.stderr)
        XCTAssertTrue(liveReplay.stdout.contains("--embedded --seed 1 --artifacts "), liveReplay.stdout)
        XCTAssertTrue(liveReplay.stdout.contains("--order-of \(URL(fileURLWithPath: live).resolvingSymlinksInPath().path)"), liveReplay.stdout)
        XCTAssertTrue(liveReplay.stdout.contains("the same order at every phone (actions and messages: John "), liveReplay.stdout)
        if let folder = liveReplay.stdout.components(separatedBy: "--artifacts ").dropFirst().first?.components(separatedBy: " ").first {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// `--order-of` makes each phone handle its inputs in another run's order: seed 1 loses a vote on
    /// its own, and counts both in the order of seed 20, which does.
    func testAnEmbeddedRunFollowsAnotherRunsOrder() throws {
        let passing = temporaryFolder("order-20"), following = temporaryFolder("order-1-of-20"), alone = temporaryFolder("order-1")
        defer { for folder in [passing, following, alone] { try? FileManager.default.removeItem(atPath: folder) } }
        let base = ["run", "races/lost-vote.yaml", "--embedded"]
        XCTAssertEqual(try ImsimInvocation.run(base + ["--seed", "20", "--artifacts", passing]).status, 0)
        XCTAssertEqual(try ImsimInvocation.run(base + ["--seed", "1", "--artifacts", alone]).status, 1)
        let run = try ImsimInvocation.run(base + ["--seed", "1", "--order-of", passing, "--artifacts", following])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("embedded, seed 1, in the order of \(passing)"), run.stdout)
        let refused = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--order-of", passing])
        XCTAssertEqual(refused.status, 64, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--order-of plays one scenario file --embedded"), refused.stderr)
    }

    /// `--console-at` stops an embedded run before a step with a console in its terminal; what is done
    /// there is part of the run, and `quit` lets the steps go on. `--pause-on-failure` opens one at a failure.
    func testAConsoleOpensBeforeAStepAndAtAFailure() throws {
        let artifacts = temporaryFolder("embedded-console")
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let typed = artifacts + ".typed", failureTyped = artifacts + ".typed-at-failure"
        defer { for file in [typed, failureTyped] { try? FileManager.default.removeItem(atPath: file) } }
        try "show screen\nas John\ntap Vote\nexpect screen-contains: [\"1 vote\"]\nquit\n".write(toFile: typed, atomically: true, encoding: .utf8)
        try "show screen\n".write(toFile: failureTyped, atomically: true, encoding: .utf8)
        let run = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--embedded", "--seed", "1", "--console-at", "5",
                                           "--artifacts", artifacts], standardInput: typed)
        XCTAssertEqual(run.status, 0, "John's vote from the console reached Kate before the race:\n" + run.stdout + run.stderr)
        let stdout = run.stdout
        let waits = try XCTUnwrap(stdout.range(of: "the run waits before step 5 (races/lost-vote.yaml:16:5: together: Kate: tap Vote, John: tap Vote)"))
        XCTAssertNil(stdout[waits.upperBound...].range(of: "✓ John: tap-bubble last"), "the earlier steps come first")
        XCTAssertTrue(stdout.contains("label '0 votes' #count"), stdout)
        XCTAssertTrue(stdout.contains("✓ tap Vote"), stdout)
        XCTAssertTrue(stdout.contains("✓ expect screen-contains: [\"1 vote\"]"), stdout)
        let after = try XCTUnwrap(stdout.range(of: "✓ together: Kate: tap Vote, John: tap Vote"))
        XCTAssertLessThan(waits.lowerBound, after.lowerBound)

        let paused = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--embedded", "--seed", "1", "--pause-on-failure",
                                              "--artifacts", artifacts], standardInput: failureTyped)
        XCTAssertEqual(paused.status, 1, paused.stdout + paused.stderr)
        XCTAssertTrue(paused.stdout.contains("the run waits at the failure, before the run ends"), paused.stdout)
        XCTAssertTrue(paused.stdout.contains("label '1 vote' #count"), paused.stdout)
        let beyond = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--embedded", "--console-at", "8"])
        XCTAssertEqual(beyond.status, 2, beyond.stderr)
        XCTAssertTrue(beyond.stderr.contains("--console-at 8: races/lost-vote.yaml has 7 steps"), beyond.stderr)
        let refused = try ImsimInvocation.run(["run", "races/lost-vote.yaml", "--console-at", "2"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("--console-at is for an --embedded run (a live run: imsim attach)"), refused.stderr)
    }

    /// The report the embedded run writes from the journal it read as it wrote it is the one
    /// `imsim report` makes from the file.
    func testTheReportOfAnEmbeddedRunIsTheOneItsJournalFileGives() throws {
        let artifacts = temporaryFolder("embedded-report")
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let run = try ImsimInvocation.run(["run", "scenarios/mussels-party.yaml", "--embedded", "--artifacts", artifacts])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let again = artifacts + "/again.html"
        XCTAssertEqual(try ImsimInvocation.run(["report", artifacts, "--output", again]).status, 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: artifacts + "/report.html"))
        XCTAssertGreaterThan(written.count, 10_000)
        XCTAssertEqual(written, try Data(contentsOf: URL(fileURLWithPath: again)))
    }

    /// Options that do not go together are refused before anything runs.
    func testOptionsThatDoNotGoTogetherAreRefused() throws {
        for (arguments, message) in [
            (["races/lost-vote.yaml", "scenarios/mussels-party.yaml", "--check-determinism"], "--check-determinism plays one scenario file, not 2 paths"),
            (["scenarios/", "--seeds", "1...3"], "--seeds plays one scenario file, not a folder"),
            (["races/lost-vote.yaml", "--seeds", "5...1"], "--seeds 5...1: the first seed comes first (1...5)"),
            (["races/lost-vote.yaml", "--seeds", "abc"], "--seeds takes FIRST...LAST (1...500) or one seed, not abc"),
            (["races/lost-vote.yaml", "--seeds", "1...3", "--pause-on-failure"], "--pause-on-failure is for one run, not a sweep"),
            (["races/lost-vote.yaml", "--embedded", "--console-at", "0"], "--console-at takes a step number from 1"),
            (["scenarios/", "--embedded", "--console-at", "2"], "--console-at needs a single scenario file"),
            (["races/lost-vote.yaml", "--order-of", "x", "--seeds", "1...2"], "--order-of plays one scenario file --embedded"),
        ] {
            let run = try ImsimInvocation.run(["run"] + arguments)
            XCTAssertEqual(run.status, 64, "\(arguments): " + run.stdout + run.stderr)
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): " + run.stderr)
            XCTAssertFalse(run.stdout.contains("scenarios,"), "nothing ran: " + run.stdout)
        }
    }

    /// Ctrl-C ends an embedded run in order (exit 2, result.json written), and a sweep with what it played.
    func testAnInterruptEndsAnEmbeddedRunAndASweepInOrder() throws {
        let scenario = temporaryFolder("long") + ".yaml", artifacts = temporaryFolder("interrupted")
        defer { [scenario, artifacts].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let steps = (0..<1000).map { _ in "  - Kate: tap \"Send text\"\n  - John: tap \"Send text\"" }.joined(separator: "\n")
        try "name: long\napp: probe\ncast: [Kate, John]\nsteps:\n  - Kate: open\n  - John: open\n\(steps)\n"
            .write(toFile: scenario, atomically: true, encoding: .utf8)
        let run = try ImsimInvocation(["run", scenario, "--embedded", "--artifacts", artifacts])
        XCTAssertTrue(run.waitForOutput("✓ John: open"), run.stdout + run.stderr)
        kill(run.pid, SIGINT)
        XCTAssertEqual(try run.waitForExit(seconds: 60), 2, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("interrupted"), run.stdout)
        let result = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: artifacts + "/result.json"))) as? [String: Any]
        XCTAssertEqual(result?["exitStatus"] as? Int, 2)

        let sweep = try ImsimInvocation(["run", "races/lost-vote.yaml", "--seeds", "1...400"])
        XCTAssertNotNil(sweep.waitForHelper(matching: "--seed"), "a seed is being played")
        kill(sweep.pid, SIGINT)
        XCTAssertEqual(try sweep.waitForExit(seconds: 60), 2, sweep.stdout + sweep.stderr)
        XCTAssertTrue(sweep.stdout.contains("interrupted: ") && sweep.stdout.contains(" of 400 seeds played"), sweep.stdout)
        if let folder = sweep.stdout.components(separatedBy: "the failing seeds' runs: ").dropFirst().first?.components(separatedBy: "\n").first {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
