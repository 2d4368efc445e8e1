import Foundation
import IMSimSampleShoppingList
import Messages
@testable import MessagesTesting
import UIKit
import XCTest

/// The mussels party's first half as a unit test: every callback, request and message asserted.
@MainActor
final class MessagesTestStoreTests: XCTestCase {
    private static func shoppingList() -> MSMessagesAppViewController {
        UIViewController.instantiateFromStoryboard(ShoppingListExtension.principalClass) as! MSMessagesAppViewController
    }

    private let launched: [MessagesEvent] = ["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"]
        .map(MessagesEvent.callback)
    private let resigned: [MessagesEvent] = ["viewWillDisappear", "viewDidDisappear", "willResignActive", "didResignActive"]
        .map(MessagesEvent.callback)

    func testKateStartsAListAndSendsIt() async {
        let store = MessagesTestStore(me: "Kate", others: ["John"], makeController: { Self.shoppingList() })
        await store.open()
        store.expect(launched)
        XCTAssertTrue(store.screen.elements.contains { $0.text == "New party" })

        await store.tap("New party")
        store.expect(.requestedStyle(.expanded), .callback("willTransition(expanded)"), .callback("didTransition(expanded)"))
        XCTAssertEqual(store.screen.tableRows, ["Mussels", "Fries"])

        await store.tap("Send")
        let list = MessagesEvent.Message(caption: "List :Mussels Party", url: store.staged?.message.url)
        XCTAssertNotNil(list.url)
        store.expect([.staged(list), .requestedDismiss] + resigned)

        await store.pressSend()
        store.expect(.sent(list, to: ["John"]))
        store.phone("John").expect(.received(list, from: "Kate"))
        XCTAssertEqual(store.transcript.map(\.message.layout?.caption), ["List :Mussels Party"])
        XCTAssertEqual(store.phone("John").transcript.map(\.message.layout?.caption), ["List :Mussels Party"])
        store.finish()
    }

    func testJohnOpensWhatKateSent() async {
        let store = MessagesTestStore(me: "John", others: ["Kate"], makeController: { Self.shoppingList() })
        let url = "?name=Mussels%20Party&element=Mussels&element=Fries"
        await store.receive(from: "Kate", caption: "List :Mussels Party", url: url)
        store.expect(.received(MessagesEvent.Message(caption: "List :Mussels Party", url: url), from: "Kate"))
        await store.tapBubble()
        // Launched from the bubble: the message is the conversation's selected one from the start,
        // so there is no willSelect/didSelect (those come when the extension is already running).
        store.expect(launched)
        XCTAssertEqual(store.screen.tableRows, ["Mussels", "Fries"])
        store.finish()
    }

    // MARK: The store's own failures

    private func failingStore(_ failures: @escaping (String) -> Void) -> MessagesTestStore {
        MessagesTestStore(me: "Kate", others: ["John"], bundleIdentifier: "com.example.list", displayName: "List",
                          reportFailure: { message, _, _ in failures(message) }, makeController: { Self.shoppingList() })
    }

    func testAnEventNotAssertedFailsTheNextAction() async {
        var failures: [String] = []
        let store = failingStore { failures.append($0) }
        await store.open()
        await store.tap("New party")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("before tap \"New party\", events not asserted:\n  Kate: callback viewDidLoad") ?? false,
                      failures.first ?? "")
    }

    func testAStoreThatEndsWithEventsNotAssertedFails() async {
        var failures: [String] = []
        do {
            let store = failingStore { failures.append($0) }
            await store.open()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("the store ended with events not asserted:") ?? false, failures.first ?? "")
    }

    func testAWrongExpectationShowsTheDifference() async {
        var failures: [String] = []
        let store = failingStore { failures.append($0) }
        await store.open()
        store.expect(Array(launched.dropLast()) + [.callback("viewDidDisappear")])
        XCTAssertEqual(failures, ["""
            Kate's events differ:
              callback viewDidLoad
              callback willBecomeActive
              callback didBecomeActive
              callback viewWillAppear
            − callback viewDidDisappear
            + callback viewDidAppear
            (− expected, not done; + done, not expected)
            """])
    }

    func testATapOnNothingFailsSayingWhy() async {
        var failures: [String] = []
        let store = failingStore { failures.append($0) }
        await store.open()
        store.expect(launched)
        await store.tap("Nowhere")
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("no control 'Nowhere' on screen") ?? false, failures.first ?? "")
    }
}
