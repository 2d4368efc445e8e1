import Foundation
import Messages
@testable import MessagesTesting
import UIKit
import XCTest

/// An extension written as they are today: its button starts a `Task` that awaits the insert, and
/// work hops back to the main queue. The store runs that work before the test asserts.
private final class VoteController: MSMessagesAppViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let vote = UIButton(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        vote.setTitle("Vote yes", for: .normal)
        vote.addAction(UIAction { [unowned self] _ in
            Task { @MainActor in
                let message = MSMessage(session: MSSession())
                let layout = MSMessageTemplateLayout()
                layout.caption = "Yes: 1"
                message.layout = layout
                message.url = URL(string: "?yes=1")
                try await activeConversation?.insert(message)
                DispatchQueue.main.async { self.dismiss() }
            }
        }, for: .touchUpInside)
        view.addSubview(vote)
    }
}

@MainActor
final class AsyncWorkTests: XCTestCase {
    func testATaskThatAwaitsTheInsertRunsBeforeTheAssertion() async {
        let store = MessagesTestStore { VoteController() }
        await store.open()
        store.expect(["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"].map(MessagesEvent.callback))
        await store.tap("Vote yes")
        store.expect(.staged(MessagesEvent.Message(caption: "Yes: 1", url: "?yes=1")), .requestedDismiss,
                     .callback("viewWillDisappear"), .callback("viewDidDisappear"),
                     .callback("willResignActive"), .callback("didResignActive"))
        store.finish()
    }
}
