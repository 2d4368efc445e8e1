import Foundation
import Messages
@testable import MessagesTesting
import UIKit
import XCTest

/// Messages calls `willBecomeActive` and `didBecomeActive` before the extension's view is on screen:
/// an alert presented there is refused, as UIKit refuses it; from `viewDidAppear` it is shown.
private final class InvitationController: MSMessagesAppViewController {
    static var presentIn = "willBecomeActive"

    private func invite() {
        present(UIAlertController(title: "Game Invitation", message: nil, preferredStyle: .alert), animated: true)
    }

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        if Self.presentIn == "willBecomeActive" { invite() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if Self.presentIn == "viewDidAppear" { invite() }
    }
}

@MainActor
final class EarlyPresentationTests: XCTestCase {
    private let launch = ["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"].map(MessagesEvent.callback)

    func testAnAlertPresentedBeforeTheViewIsOnScreenIsRefused() async {
        InvitationController.presentIn = "willBecomeActive"
        let early = MessagesTestStore { InvitationController() }
        await early.open()
        XCTAssertNil(early.controller?.presentedViewController, "refused: the view is in no window yet")
        early.expect(Array(launch[0...1])
            + [.logged("Attempt to present <UIAlertController> on <InvitationController> (from <InvitationController>) whose view is not in the window hierarchy.")]
            + Array(launch[2...]))
        early.finish()

        InvitationController.presentIn = "viewDidAppear"
        let late = MessagesTestStore { InvitationController() }
        await late.open()
        XCTAssertTrue(late.controller?.presentedViewController is UIAlertController, "shown once the view is on screen")
        late.expect(launch)
        late.finish()
    }
}
