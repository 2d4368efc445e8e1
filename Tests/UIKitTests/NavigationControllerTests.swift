import Foundation
@testable import UIKit
import XCTest

/// A controller that logs its appearance callbacks into a shared log.
@MainActor
private final class Screen: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, _ log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
final class NavigationControllerTests: XCTestCase {
    private func onScreen(_ navigation: UINavigationController) {
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
    }

    func testPushAndPopCallAppearanceInIOSOrder() async {
        let log = Log()
        let root = Screen("A", log)
        let navigation = UINavigationController(rootViewController: root)
        onScreen(navigation)
        XCTAssertEqual(log.entries, ["A.willAppear", "A.didAppear"], "the navigation controller forwards to its top only")

        log.entries = []
        let pushed = Screen("B", log)
        navigation.pushViewController(pushed, animated: true)
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        XCTAssertTrue(navigation.topViewController === pushed)
        XCTAssertTrue(pushed.navigationController === navigation)
        XCTAssertTrue(pushed.view.superview === navigation.view)
        XCTAssertNil(root.view.superview, "the covered controller's view leaves the screen")
        XCTAssertEqual(navigation.navigationBar.topItem?.title, "B")
        XCTAssertEqual(navigation.navigationBar.backItem?.title, "A")

        log.entries = []
        XCTAssertTrue(navigation.popViewController(animated: true) === pushed)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        XCTAssertNil(pushed.parent)
        XCTAssertNil(navigation.popViewController(animated: true), "the root can't be popped")
    }

    func testPopToRootReturnsThePoppedAndOnlyTheTopsGetCallbacks() async {
        let log = Log()
        let navigation = UINavigationController(rootViewController: Screen("A", log))
        navigation.pushViewController(Screen("B", log), animated: false)
        navigation.pushViewController(Screen("C", log), animated: false)
        XCTAssertEqual(log.entries, [], "off screen, no appearance callbacks")
        onScreen(navigation)
        log.entries = []
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.map(\.title), ["B", "C"])
        XCTAssertEqual(navigation.viewControllers.map(\.title), ["A"])
        XCTAssertEqual(log.entries, ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
        XCTAssertNil(navigation.popToRootViewController(animated: true))
    }

    func testNavigationItemFollowsTheTitleAndShowPushes() async {
        let log = Log()
        let root = Screen("A", log)
        let navigation = UINavigationController(rootViewController: root)
        root.title = "Renamed"
        XCTAssertEqual(root.navigationItem.title, "Renamed")
        XCTAssertEqual(navigation.navigationBar.accessibilityLabel, "Renamed")
        root.show(Screen("B", log), sender: nil)
        XCTAssertEqual(navigation.viewControllers.count, 2, "show(_:sender:) pushes inside a navigation controller")
    }
}

@MainActor
final class GestureRecognizerTests: XCTestCase {
    private final class Target: SelectorActionTarget {
        var actions: [String] = []
        func performAction(_ action: Selector, sender: Any?) {
            actions.append(action.name + ((sender as? UIGestureRecognizer)?.state == .ended ? " ended" : ""))
        }
    }

    private final class Refuser: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    func testTapRecognizerSendsItsActionWhileEndedThenResets() async {
        let target = Target()
        let recognizer = UITapGestureRecognizer(target: target, action: "tapped:")
        XCTAssertFalse(recognizer.simulateRecognition(), "a detached recognizer recognizes nothing")
        let label = UILabel()
        label.addGestureRecognizer(recognizer)
        XCTAssertTrue(recognizer.view === label)
        XCTAssertTrue(label.tapGestureRecognizer === recognizer)
        XCTAssertFalse(recognizer.simulateRecognition(), "labels take no touches until enabled, as on iOS")
        label.isUserInteractionEnabled = true
        XCTAssertTrue(recognizer.simulateRecognition())
        XCTAssertEqual(target.actions, ["tapped: ended"])
        XCTAssertEqual(recognizer.state, .possible)

        let delegate = Refuser()
        recognizer.delegate = delegate
        XCTAssertFalse(recognizer.simulateRecognition())
        XCTAssertEqual(target.actions.count, 1, "the delegate declined")

        let other = UIView()
        other.addGestureRecognizer(recognizer)
        XCTAssertNil(label.gestureRecognizers, "a recognizer is attached to one view at a time")
    }
}
