import Foundation
import IMSimCore
import IMSimModel
import XCTest

/// Each phone's inputs read from a journal, followed in another run, and where two orders part.
final class PhoneInputsTests: XCTestCase {
    private let kateMessage = UUID(), johnMessage = UUID()

    /// Kate votes then hears John's vote; John hears Kate's first, then votes (his refused second tap
    /// counts as an action too). The journal's entries come in the runner's order, not the phones'.
    private var journal: [JournalEntry] {
        let events: [(String, Int, PhoneEvent)] = [
            ("John", 2, .received(messageID: kateMessage, from: "Kate")),
            ("Kate", 1, .commandStarted(request: 1, command: .openApp("tally"))),
            ("Kate", 2, .sent(messageID: kateMessage, recipients: ["John"])),
            ("John", 1, .commandStarted(request: 2, command: .openApp("tally"))),
            ("John", 3, .commandStarted(request: 3, command: .tap("Vote"))),
            ("John", 4, .commandFinished(request: 4, failure: "action 3 is still under way")),
            ("John", 5, .sent(messageID: johnMessage, recipients: ["Kate"])),
            ("Kate", 3, .received(messageID: johnMessage, from: "John")),
        ]
        return events.enumerated().map { index, event in
            JournalEntry(index: index, source: event.0, sequence: event.1, time: UInt64(index), event: .phone(event.2))
        }
    }

    func testAJournalSaysWhatEachPhoneHandledInItsOwnOrder() {
        let inputs = PhoneInputs(journal: journal)
        XCTAssertEqual(inputs.byPhone["Kate"], [.action(1), .message(from: "John", 1)])
        XCTAssertEqual(inputs.byPhone["John"], [.action(1), .message(from: "Kate", 1), .action(2), .action(3)])
        XCTAssertEqual(inputs.count, 6)
        XCTAssertNil(inputs.firstDifference(from: inputs))
    }

    func testTheFirstDifferenceNamesThePhoneThePlaceAndBothInputs() {
        let then = PhoneInputs(journal: journal)
        var byPhone = then.byPhone
        byPhone["John"] = [.action(1), .action(2), .message(from: "Kate", 1), .action(3)]
        let difference = then.firstDifference(from: PhoneInputs(byPhone: byPhone))
        XCTAssertEqual(difference, PhoneInputs.Difference(phone: "John", position: 2, this: .message(from: "Kate", 1), other: .action(2)))
        XCTAssertEqual(difference?.description, "John's input 2: Kate's message 1 then, action 2 now")
        byPhone["John"] = Array(byPhone["John"]!.prefix(1))
        XCTAssertEqual(then.firstDifference(from: PhoneInputs(byPhone: byPhone))?.other, nil)
    }

    func testAFollowerAllowsOnlyTheRecordedNextInputAndNotesTheFirstDeparture() {
        var follower = InputOrderFollower(recorded: PhoneInputs(journal: journal))
        XCTAssertTrue(follower.allows(.action(1), at: "John"))
        XCTAssertFalse(follower.allows(.message(from: "Kate", 1), at: "John"))
        XCTAssertTrue(follower.allows(.action(7), at: "Alice"), "a phone without a record is free")
        follower.handled(.action(1), at: "John")
        XCTAssertTrue(follower.allows(.message(from: "Kate", 1), at: "John"))
        XCTAssertFalse(follower.allows(.action(2), at: "John"))
        XCTAssertNil(follower.firstDeparture)
        follower.handled(.action(2), at: "John")
        XCTAssertEqual(follower.firstDeparture?.position, 2)
    }

    func testTheSchedulerDrawsOnlyAmongAllowedJobs() {
        for seed in 1...20 {
            var scheduler = SeededScheduler<String>(seed: UInt64(seed))
            scheduler.send("kate vote", on: "run→Kate")
            scheduler.send("john's message", on: "relay→Kate")
            XCTAssertEqual(scheduler.next { $0 == "john's message" }?.job, "john's message", "seed \(seed)")
            XCTAssertNil(scheduler.next { $0 == "nothing" }?.job, "none allowed")
            XCTAssertEqual(scheduler.next()?.job, "kate vote")
        }
    }
}
