import Foundation
import Messages
import MessagesTesting
import os
import UIKit
import XCTest

/// Each phone's extension logs into its own phone's events, though all of them share the test's process.
@MainActor
final class PhoneLogTests: XCTestCase {
    private final class LoggingController: MSMessagesAppViewController {
        private let logger = Logger(subsystem: "com.example.logging", category: "test")

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(type: .system)
            button.setTitle("Send", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            button.addAction(UIAction { [unowned self] _ in
                let message = MSMessage(session: MSSession())
                message.url = URL(string: "?hello=1")
                activeConversation?.send(message, completionHandler: nil)
            }, for: .touchUpInside)
            view.addSubview(button)
        }

        override func didReceive(_ message: MSMessage, conversation: MSConversation) {
            logger.info("received \(message.url?.query ?? "", privacy: .public)")
        }
    }

    func testWhatAnExtensionLogsIsItsOwnPhones() async {
        let store = MessagesTestStore(me: "Kate", others: ["John", "Ann"]) { LoggingController() }
        for name in ["John", "Ann", "Kate"] {
            await store.phone(name).open()
            store.phone(name).expect(.callback("viewDidLoad"), .callback("willBecomeActive"), .callback("didBecomeActive"),
                                     .callback("viewWillAppear"), .callback("viewDidAppear"))
        }
        await store.tap("Send")
        let hello = MessagesEvent.Message(url: "?hello=1")
        store.expect(.sent(hello, to: ["John", "Ann"]), .callback("didStartSending"))
        for name in ["John", "Ann"] {
            store.phone(name).expect(.received(hello, from: "Kate"), .callback("didReceive"), .logged("received hello=1"))
        }
        store.finish()
    }
}
