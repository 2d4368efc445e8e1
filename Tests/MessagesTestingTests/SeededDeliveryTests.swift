import Foundation
import Messages
import IMSimModel
@testable import MessagesTesting
import UIKit
import XCTest

/// A message to several phones is delivered in an order the store's seed decides: the same seed gives
/// the same order every time, and different seeds give both orders.
@MainActor
final class SeededDeliveryTests: XCTestCase {
    /// The phones whose extension received a message while running, in the order they received it.
    private static var receivers: [ObjectIdentifier] = []

    /// An extension with one button that sends a message straight away, and that records receipts.
    private final class SendingController: MSMessagesAppViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("Send", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in send() }, for: .touchUpInside)
            view.addSubview(button)
        }

        private func send() {
            let message = MSMessage(session: MSSession())
            message.url = URL(string: "?vote=1")
            let layout = MSMessageTemplateLayout()
            layout.caption = "Vote"
            message.layout = layout
            activeConversation?.send(message, completionHandler: nil)
        }

        override func didReceive(_ message: MSMessage, conversation: MSConversation) {
            SeededDeliveryTests.receivers.append(ObjectIdentifier(self))
        }
    }

    /// Kate sends to John and Ann, whose extensions are open; returns who received first.
    private func firstReceiver(seed: UInt64) async -> String {
        Self.receivers = []
        let store = MessagesTestStore(me: "Kate", others: ["John", "Ann"], seed: seed) { SendingController() }
        for name in ["John", "Ann", "Kate"] {
            await store.phone(name).open()
            store.phone(name).expect(Self.launched)
        }
        await store.tap("Send")
        let vote = MessagesEvent.Message(caption: "Vote", url: "?vote=1")
        store.expect(.sent(vote, to: ["John", "Ann"]), .callback("didStartSending"))
        for name in ["John", "Ann"] {
            let phone = store.phone(name)
            phone.expect(.received(vote, from: "Kate"), .callback("didReceive"))
        }
        XCTAssertEqual(Self.receivers.count, 2)
        let first = ["John", "Ann"].first { store.phone($0).controller.map(ObjectIdentifier.init) == Self.receivers.first }
        store.finish()
        return first ?? "nobody"
    }

    private static let launched: [MessagesEvent] = ["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"]
        .map(MessagesEvent.callback)

    func testTheSameSeedGivesTheSameOrderAndSeedsGiveBoth() async {
        var firstBySeed: [UInt64: String] = [:]
        for seed: UInt64 in 0..<12 {
            firstBySeed[seed] = await firstReceiver(seed: seed)
            let again = await firstReceiver(seed: seed)
            XCTAssertEqual(again, firstBySeed[seed], "seed \(seed) gave two orders")
        }
        XCTAssertEqual(Set(firstBySeed.values), ["John", "Ann"], "\(firstBySeed)")
    }

    func testSeededOrderRepeatsAndStaysInRange() {
        var one = SeededOrder(seed: 42), two = SeededOrder(seed: 42), other = SeededOrder(seed: 43)
        let first = (0..<50).map { _ in one.next(below: 7) }
        XCTAssertEqual(first, (0..<50).map { _ in two.next(below: 7) })
        XCTAssertNotEqual(first, (0..<50).map { _ in other.next(below: 7) })
        XCTAssertTrue(first.allSatisfy { (0..<7).contains($0) })
    }
}
