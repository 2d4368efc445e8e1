import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// The console's rules alone: lines and the run's messages in, what to send and print out.
final class ConsoleSessionTests: XCTestCase {
    let info = RunInfo(name: "party", scenarioFile: nil, app: "shopping-list", cast: ["Kate", "John"],
                       conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 1,
                       artifacts: "/tmp/x", startedAt: "2026-11-23T00:00:00Z", command: ["imsim"])

    func attached(_ options: ConsoleOptions = ConsoleOptions()) -> ConsoleSession {
        var session = ConsoleSession(participant: "Kate", options: options)
        _ = session.handle(.welcome(info), now: 0)
        _ = session.handle(.quiet, now: 0)
        return session
    }

    func reports(_ actions: [ConsoleSession.Action]) -> [ConsoleReport] {
        actions.compactMap { if case let .report(report) = $0 { report } else { nil } }
    }

    func testAttachingSubscribesAndPromptsOnceQuiet() {
        var session = ConsoleSession(participant: "Kate", options: ConsoleOptions())
        XCTAssertEqual(session.handle(.welcome(info), now: 0),
                       [.send(.subscribe(from: 0)), .send(.annotate(.attached(participant: "Kate")))])
        let actions = session.handle(.quiet, now: 0)
        XCTAssertEqual(actions.last, .prompt)
        XCTAssertEqual(session.prompt, "Kate@party> ")
    }

    func testAnActionEndsWhenPerformedAndQuietWithWhatChanged() {
        var session = attached()
        XCTAssertEqual(session.handle(.line("open"), now: 1_000_000), [
            .startDeadline(id: -1, after: .seconds(10)),
            .send(.perform(request: 1, participant: "Kate", command: .openApp(nil))),
        ])
        let launched = JournalEntry(index: 5, source: "Kate", sequence: 3, time: 0, event: .phone(
            .extensionLaunched(launch: 1, bundleIdentifier: "x", displayName: "Mussels Party", style: .compact)))
        _ = session.handle(.entries([launched]), now: 2_000_000)
        XCTAssertEqual(session.handle(.performed(request: 1, failure: nil), now: 3_000_000), [], "waits for quiet")
        let done = session.handle(.quiet, now: 4_000_000)
        XCTAssertEqual(reports(done), [ConsoleReport(input: "open", ok: true, failure: nil, milliseconds: 3,
                                                     changes: ["launched Mussels Party (#1, compact)"])])
        XCTAssertEqual(done.last, .prompt)
    }

    func testShowScreenPNGAsksThePhoneForItsPictureInTheConsolesFolder() {
        var session = attached()
        let here = FileManager.default.currentDirectoryPath
        XCTAssertEqual(session.handle(.line("show screen --png kate.png"), now: 0), [
            .startDeadline(id: -1, after: .seconds(10)),
            .send(.perform(request: 1, participant: "Kate", command: .screenshot(here + "/kate.png"))),
        ])
        _ = session.handle(.performed(request: 1, failure: nil), now: 1_000_000)
        XCTAssertEqual(reports(session.handle(.quiet, now: 2_000_000)).map(\.ok), [true])
        XCTAssertEqual(session.handle(.line("show screen John --png /tmp/john.png"), now: 3_000_000).last,
                       .send(.perform(request: 2, participant: "John", command: .screenshot("/tmp/john.png"))))
        _ = session.handle(.performed(request: 2, failure: nil), now: 4_000_000)
        _ = session.handle(.quiet, now: 5_000_000)
        XCTAssertEqual(reports(session.handle(.line("show screen --png"), now: 6_000_000)).first?.failure,
                       "show screen --png FILE [NAME] writes the phone's picture to FILE")
        XCTAssertEqual(reports(session.handle(.line("show screen --png a.png Alice"), now: 7_000_000)).first?.failure,
                       "no participant `Alice`; the cast: Kate, John")
    }

    func testWithBailTheFirstFailureEndsTheConsole() {
        var session = attached(ConsoleOptions(bail: true))
        let actions = session.handle(.line("fly away"), now: 0)
        XCTAssertEqual(reports(actions).map(\.ok), [false])
        XCTAssertEqual(actions.last, .exit(status: 1))
    }

    func testAnActionThePhoneNeverFinishesFailsAtItsDeadline() {
        var session = attached(ConsoleOptions(actionTimeout: .seconds(2)))
        _ = session.handle(.line("send"), now: 0)
        let actions = session.handle(.deadline(id: -1), now: 2_000_000_000)
        XCTAssertEqual(reports(actions).first?.failure, "Kate's phone did not finish within 2s")
        XCTAssertEqual(actions.last, .prompt)
    }

    func testAnExpectationIsCheckedAtQuietAndFailsWithTheScenarioDiff() {
        var session = attached()
        let pending = session.handle(.line("expect style: expanded, within: 1s"), now: 0)
        XCTAssertEqual(pending, [.startDeadline(id: 1, after: .seconds(1))], "the app is closed: it waits")
        let actions = session.handle(.deadline(id: 1), now: 1_000_000_000)
        XCTAssertEqual(reports(actions).first?.failure,
                       "not met within 1s:\nconsole:1:2: error: Kate's style: expected expanded, found closed")
    }
}
