import Foundation
import UIKit
import XCTest

@MainActor
final class AlertControllerTests: XCTestCase {
    func testTapDismissesThenRunsTheHandlerWithTheTypedText() async {
        let presenter = UIViewController()
        let alert = UIAlertController(title: "New element", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Element" }
        var seen: [String] = []
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let ok = UIAlertAction(title: "OK", style: .default) { [weak alert, weak presenter] action in
            seen.append("handler \(action.title ?? "") presented=\(presenter?.presentedViewController != nil)")
            seen.append("text \(alert?.textFields?.first?.text ?? "<none>")")
        }
        alert.addAction(cancel)
        alert.addAction(ok)
        alert.preferredAction = ok

        // On screen, as UIKit presents only from a controller whose view is in a window.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.present(alert, animated: true)
        XCTAssertTrue(presenter.presentedViewController === alert)
        XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "OK"])
        guard let field = alert.textFields?.first else { return XCTFail("no text field") }
        XCTAssertEqual(field.placeholder, "Element")
        XCTAssertTrue(alert.view.subviews.contains { $0 === field }, "text fields are in the alert's view")
        XCTAssertTrue(field.isFirstResponder, "an alert edits its first field as it appears: the keyboard comes up")

        field.simulateTyping("Andalouse sauce")
        XCTAssertTrue(alert.simulateTap(ok))

        XCTAssertEqual(seen, ["handler OK presented=false", "text Andalouse sauce"])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertFalse(field.isEditing, "editing ended when the alert went away")
    }

    func testDisabledOrForeignActionsCantBeTapped() async {
        let alert = UIAlertController(title: nil, message: "Sure?", preferredStyle: .actionSheet)
        var ran = false
        let disabled = UIAlertAction(title: "Delete", style: .destructive) { _ in ran = true }
        disabled.isEnabled = false
        alert.addAction(disabled)
        XCTAssertFalse(alert.simulateTap(disabled))
        XCTAssertFalse(alert.simulateTap(UIAlertAction(title: "Other", style: .default) { _ in ran = true }))
        XCTAssertFalse(ran)
        XCTAssertNil(alert.textFields)
    }
}
