import Foundation
@testable import UIKit
import XCTest

/// Bar button items on a navigation controller's bar: shown as buttons a person reads and taps.
@MainActor
final class BarButtonItemTests: XCTestCase {
    private final class Receiver: NSObject, SelectorActionTarget {
        var received: [String] = []
        func performAction(_ action: Selector, sender: Any?) {
            received.append("\(action)")
        }
    }

    private func buttons(of bar: UINavigationBar) -> [UIButton] {
        bar.subviews.compactMap { $0 as? UIButton }
    }

    func testTheTopItemsBarButtonItemsAreButtonsThatPerformTheirItems() async {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.loadViewIfNeeded()
        var added = 0
        let receiver = Receiver()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: receiver,
                                                                action: Selector("edit:"))
        XCTAssertEqual(buttons(of: navigation.navigationBar).map(\.currentTitle), ["Edit", "Add"])
        XCTAssertTrue(buttons(of: navigation.navigationBar)[1].simulateTap())
        XCTAssertTrue(buttons(of: navigation.navigationBar)[0].simulateTap())
        XCTAssertEqual(added, 1)
        XCTAssertEqual(receiver.received, ["edit:"])
        let width = navigation.navigationBar.bounds.width
        XCTAssertEqual(buttons(of: navigation.navigationBar)[1].frame.maxX, width - 8, "trailing items at the trailing edge")

        let detail = UIViewController()
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", primaryAction: nil)
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(buttons(of: navigation.navigationBar).map(\.currentTitle), ["Back", "Save"],
                       "only the top item's, after the back button (titled Back: the root has no title)")
        detail.navigationItem.rightBarButtonItem?.isEnabled = false
        XCTAssertEqual(buttons(of: navigation.navigationBar).map(\.isEnabled), [true, false], "changes reach the bar")
        _ = navigation.popViewController(animated: false)
        XCTAssertEqual(buttons(of: navigation.navigationBar).map(\.currentTitle), ["Edit", "Add"])
    }
}
