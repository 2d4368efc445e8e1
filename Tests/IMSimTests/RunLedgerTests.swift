import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// The run's bookkeeping both transports keep: actions one at a time per phone, answered to the client
/// that asked; output in its launch's log; quiet only with nothing under way.
final class RunLedgerTests: XCTestCase {
    func testActionsGoOneAtATimePerPhoneAndAreAnsweredToWhoAsked() {
        var ledger = RunLedger(cast: ["Kate", "John"])
        XCTAssertEqual(ledger.ask(.init(client: 1, clientRequest: 10, participant: "Kate", command: .openApp(nil))),
                       [.command(participant: "Kate", request: 1, .openApp(nil))])
        XCTAssertEqual(ledger.ask(.init(client: 2, clientRequest: 20, participant: "Kate", command: .close)), [], "Kate is busy")
        XCTAssertEqual(ledger.ask(.init(client: 2, clientRequest: 21, participant: "John", command: .openApp(nil))),
                       [.command(participant: "John", request: 2, .openApp(nil))])
        XCTAssertEqual(ledger.phone("Kate", did: .commandFinished(request: 1, failure: nil)),
                       [.command(participant: "Kate", request: 3, .close), .performed(client: 1, request: 10, failure: nil)])
        XCTAssertEqual(ledger.phone("Kate", did: .commandFinished(request: 7, failure: nil)), [], "not the request under way")
        XCTAssertFalse(ledger.isQuiet)
    }

    func testOutputBelongsToTheLaunchAndQuietNeedsEveryPhoneIdle() {
        var ledger = RunLedger(cast: ["Kate"])
        for event: PhoneEvent in [.started(conversations: ["chat"], apps: ["probe"])] { _ = ledger.phone("Kate", did: event) }
        XCTAssertEqual(ledger.startedPhones, ["Kate"])
        XCTAssertFalse(ledger.isQuiet, "busy until it first reports")
        _ = ledger.phone("Kate", reported: [], idle: true)
        XCTAssertTrue(ledger.isQuiet)
        XCTAssertEqual(ledger.phone("Kate", did: .output(line: "hello")), [.extensionPrinted(participant: "Kate", launch: 0, line: "hello")])
    }
}
