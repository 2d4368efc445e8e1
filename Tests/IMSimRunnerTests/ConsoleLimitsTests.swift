import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// What a console refuses to send, and what it says when its connection goes.
final class ConsoleLimitsTests: XCTestCase {
    let info = RunInfo(name: "party", scenarioFile: nil, app: "shopping-list", cast: ["Kate", "John"],
                       conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 1,
                       artifacts: "/tmp/x", startedAt: "2026-11-23T00:00:00Z", command: ["imsim"])

    func attached() -> ConsoleSession {
        var session = ConsoleSession(participant: "Kate", options: ConsoleOptions())
        _ = session.handle(.welcome(info), now: 0)
        _ = session.handle(.quiet, now: 0)
        return session
    }

    func testALineOverTheCapIsRefusedAtTheConsoleAndNothingIsSent() {
        var session = attached()
        let actions = session.handle(.line("tap \"" + String(repeating: "é", count: 300_000) + "\""), now: 0)
        XCTAssertFalse(actions.contains { if case .send = $0 { true } else { false } }, "\(actions.count) actions")
        guard case let .report(report)? = actions.first else { return XCTFail("\(actions)") }
        XCTAssertFalse(report.ok)
        XCTAssertEqual(report.failure, "the line is 600006 bytes; a console line is at most \(RunLimits.maximumConsoleLineBytes) "
            + "(a value at most \(RunLimits.maximumValueBytes), as in scenarios)")
        XCTAssertLessThan(report.input.utf8.count, 200, "the report does not echo the whole line")
        XCTAssertEqual(actions.last, .prompt, "the console carries on")
        // A value as large as a scenario's still goes.
        let largest = session.handle(.line("type \"" + String(repeating: "a", count: RunLimits.maximumValueBytes) + "\""), now: 0)
        XCTAssertTrue(largest.contains { if case .send(.perform) = $0 { true } else { false } })
    }

    func testALostConnectionIsNotCalledTheRunsEnd() {
        var session = attached()
        let actions = session.handle(.disconnected(reason: "read failed: ECONNRESET"), now: 0)
        XCTAssertEqual(actions, [.show("lost the connection to the run (read failed: ECONNRESET); the run may still be up"),
                                 .runEnded(status: 0)])
    }
}
