import Foundation
import IMSimCore
import IMSimModel
import XCTest

final class QuiescenceTests: XCTestCase {
    let id = UUID()

    func testPhonesAreBusyUntilEachReportsIdle() {
        var quiet = Quiescence(phones: ["Kate", "John"])
        XCTAssertFalse(quiet.isQuiet)
        quiet.phone("Kate", reported: [], idle: true)
        XCTAssertFalse(quiet.isQuiet, "John has not reported")
        quiet.phone("John", reported: [], idle: true)
        XCTAssertTrue(quiet.isQuiet)
        quiet.phone("John", reported: [], idle: false)
        XCTAssertFalse(quiet.isQuiet)
    }

    func testAMessageInFlightKeepsTheCastBusyUntilItsRecipientGotIt() {
        var quiet = Quiescence(phones: ["Kate", "John", "Alice"])
        quiet.phone("John", reported: [], idle: true)
        quiet.phone("Alice", reported: [], idle: true)
        quiet.phone("Kate", reported: [.sent(messageID: id, recipients: ["John", "Alice"])], idle: true)
        XCTAssertFalse(quiet.isQuiet, "in the relay")
        quiet.phone("John", reported: [.received(messageID: id, from: "Kate")], idle: true)
        XCTAssertFalse(quiet.isQuiet, "Alice has not got it")
        quiet.phone("Kate", reported: [.delivered(messageID: id, unreachable: ["Alice"])], idle: true)
        XCTAssertTrue(quiet.isQuiet, "Alice could not be reached: nothing is in flight")
    }

    /// The recipient's report can reach the run before the sender's.
    func testAReceiptBeforeTheSendStillBalances() {
        var quiet = Quiescence(phones: ["Kate", "John"])
        quiet.phone("John", reported: [.received(messageID: id, from: "Kate")], idle: true)
        quiet.phone("Kate", reported: [], idle: true)
        XCTAssertFalse(quiet.isQuiet)
        quiet.phone("Kate", reported: [.sent(messageID: id, recipients: ["John"])], idle: true)
        XCTAssertTrue(quiet.isQuiet)
    }

    /// What was in flight to a phone that is gone is dropped (the run journals each), and settled.
    func testAPhoneThatIsGoneHoldsNothingUpAndWhatWasOnItsWayIsDropped() {
        var quiet = Quiescence(phones: ["Kate", "John"])
        let received = UUID()
        quiet.phone("Kate", reported: [.sent(messageID: id, recipients: ["John"]), .sent(messageID: received, recipients: ["John"])],
                    idle: true)
        quiet.phone("John", reported: [.received(messageID: received, from: "Kate")], idle: false)
        XCTAssertEqual(quiet.phoneGone("John"), [Quiescence.Delivery(messageID: id, sender: "Kate", recipient: "John")])
        XCTAssertTrue(quiet.isQuiet, "a dropped message is settled, and John was busy")
        let later = UUID()
        XCTAssertEqual(quiet.phone("Kate", reported: [.sent(messageID: later, recipients: ["John"])], idle: true),
                       [Quiescence.Delivery(messageID: later, sender: "Kate", recipient: "John")], "sent to a phone already gone")
        quiet.phone("Kate", reported: [.delivered(messageID: later, unreachable: ["John"])], idle: true)
        XCTAssertTrue(quiet.isQuiet)
    }
}
