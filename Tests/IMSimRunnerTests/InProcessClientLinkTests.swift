import Foundation
import IMSimCore
@testable import IMSimRunner
import IMSimUV
import XCTest

/// The scenario player's link to a run in the same process: what each side sends reaches the other
/// on a later turn of the loop, in order and as values, and a close comes after what was sent before it.
final class InProcessClientLinkTests: XCTestCase {
    private func entry(_ index: Int) -> JournalEntry {
        JournalEntry(index: index, source: "Kate", sequence: index + 1, time: 5, event: .phone(.callback(name: "didBecomeActive")))
    }

    func testMessagesArriveOnALaterTurnInOrderThenTheClose() {
        let loop = EventLoop()
        var heard: [RunToClient] = []
        var clientClosed: [String?] = []
        var runHeard: [ClientToRun] = []
        var runClosed: [String?] = []
        let link = InProcessClientLink(loop: loop, name: "player", onMessage: { heard.append($0) },
                                       onClose: { clientClosed.append($0) })
        link.onClientMessage = { runHeard.append($0) }
        link.onClientClosed = { runClosed.append($0) }
        XCTAssertFalse(link.takesEncodedEntries)
        XCTAssertEqual(link.peer, Hello(role: .console, name: "player"))

        link.send(.quiet(journalIndex: 3))
        link.send(entries: [], values: [entry(0), entry(1)])
        // Entries the run has only as bytes (a catch-up from the journal file) are decoded for it.
        link.send(entries: [entry(2).wire()], values: nil)
        link.send(.subscribe(from: 0))
        link.close(reason: "dropped: too slow")
        XCTAssertFalse(link.send(.ended(reason: "late")), "a message after the close was taken")
        XCTAssertTrue(heard.isEmpty && runHeard.isEmpty, "delivered at once, inside the sender's call")

        XCTAssertTrue(loop.run(closingEverythingAfter: 5000), "the link kept the loop running")
        XCTAssertEqual(heard, [.quiet(journalIndex: 3), .entries([entry(0), entry(1)]), .entries([entry(2)])])
        XCTAssertEqual(runHeard, [.subscribe(from: 0)])
        XCTAssertEqual(clientClosed, ["dropped: too slow"])
        XCTAssertEqual(runClosed, ["dropped: too slow"])
        _ = loop.closeAll()
    }

    func testWhatASideSendsWhileHearingWaitsForTheNextTurn() {
        let loop = EventLoop()
        var order: [String] = []
        var link: InProcessClientLink?
        link = InProcessClientLink(loop: loop, name: "player", onMessage: { message in
            order.append("client heard \(message)")
            // The player answers what it hears, as a step engine does.
            if case .quiet = message { link?.send(.endRun(reason: "done")) }
        }, onClose: { _ in order.append("client closed") })
        link?.onClientMessage = { message in
            order.append("run heard \(message)")
            link?.close(reason: nil)
        }
        link?.send(.quiet(journalIndex: 0))
        XCTAssertTrue(loop.run(closingEverythingAfter: 5000))
        XCTAssertEqual(order, ["client heard quiet(journalIndex: 0)", "run heard endRun(reason: \"done\")", "client closed"])
        _ = loop.closeAll()
    }
}
