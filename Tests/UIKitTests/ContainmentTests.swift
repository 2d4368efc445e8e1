import Foundation
import UIKit
import XCTest

/// Records every containment and appearance callback into a shared log.
private final class RecordingController: UIViewController {
    let name: String
    let log: Log

    final class Log {
        var entries: [String] = []
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func describe(_ controller: UIViewController?) -> String {
        (controller as? RecordingController)?.name ?? "nil"
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.entries.append("\(name).willMove(\(describe(parent))) parent=\(describe(self.parent))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.entries.append("\(name).didMove(\(describe(parent))) parent=\(describe(self.parent))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(name).viewDidDisappear")
    }
}

@MainActor
final class ContainmentTests: XCTestCase {
    private var log = RecordingController.Log()

    func testAddChildCallsWillMoveBeforeAttachingAndDidMoveIsExplicit() async {
        let parent = RecordingController("parent", log: log)
        let child = RecordingController("child", log: log)

        parent.addChild(child)
        XCTAssertEqual(log.entries, ["child.willMove(parent) parent=nil"])
        XCTAssertTrue(child.parent === parent)
        XCTAssertTrue(parent.children.elementsEqual([child], by: ===))

        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(log.entries.last, "child.didMove(parent) parent=parent")
        XCTAssertEqual(log.entries.count, 2)
    }

    func testRemoveFromParentCallsDidMoveToNilAfterDetaching() async {
        let parent = RecordingController("parent", log: log)
        let child = RecordingController("child", log: log)
        parent.addChild(child)
        child.didMove(toParent: parent)
        log.entries = []

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()

        XCTAssertEqual(log.entries, [
            "child.willMove(nil) parent=parent",
            "child.didMove(nil) parent=nil",
        ])
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    func testAddingToAnotherParentLeavesTheFirst() async {
        let first = RecordingController("first", log: log)
        let second = RecordingController("second", log: log)
        let child = RecordingController("child", log: log)
        first.addChild(child)
        second.addChild(child)
        XCTAssertTrue(first.children.isEmpty)
        XCTAssertTrue(child.parent === second)
        XCTAssertEqual(log.entries, [
            "child.willMove(first) parent=nil",
            "child.didMove(nil) parent=nil",
            "child.willMove(second) parent=nil",
        ])
    }

    func testChildViewAppearsWithItsOnScreenParent() async {
        let parent = RecordingController("parent", log: log)
        let child = RecordingController("child", log: log)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = parent
        XCTAssertEqual(log.entries, [], "a hidden window shows nothing")
        window.makeKeyAndVisible()
        XCTAssertEqual(log.entries, ["parent.viewWillAppear", "parent.viewDidAppear"])
        log.entries = []

        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(log.entries, [
            "child.willMove(parent) parent=nil",
            "child.viewWillAppear",
            "child.viewDidAppear",
            "child.didMove(parent) parent=parent",
        ])
        XCTAssertTrue(child.view.window === window)
        log.entries = []

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(log.entries, [
            "child.willMove(nil) parent=parent",
            "child.viewWillDisappear",
            "child.viewDidDisappear",
            "child.didMove(nil) parent=nil",
        ])
    }

    func testManualAppearanceIsForwardedToChildrenAndNotRepeated() async {
        let parent = RecordingController("parent", log: log)
        let child = RecordingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.entries = []

        parent.beginAppearanceTransition(true, animated: false)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        parent.endAppearanceTransition()
        XCTAssertEqual(log.entries, [
            "parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear", "child.viewDidAppear",
        ])
    }

    func testAControllerOffScreenPresentsNothingAsUIKitRefusesIt() async {
        let presenter = UIViewController()
        presenter.loadViewIfNeeded()
        var completed = false
        presenter.present(UIViewController(), animated: true) { completed = true }
        XCTAssertNil(presenter.presentedViewController, "its view is in no window: refused")
        XCTAssertFalse(completed, "and the completion never runs")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.present(UIViewController(), animated: true) { completed = true }
        XCTAssertNotNil(presenter.presentedViewController)
        XCTAssertTrue(completed)
    }

    func testPresentAndDismiss() async {
        let presenter = RecordingController("presenter", log: log)
        let presented = RecordingController("presented", log: log)
        presenter.beginAppearanceTransition(true, animated: false)
        presenter.endAppearanceTransition()
        log.entries = []

        var completed = false
        presenter.present(presented, animated: true) { completed = true }
        XCTAssertTrue(completed, "completion runs before present returns")
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === presenter)
        XCTAssertEqual(log.entries, ["presented.viewWillAppear", "presented.viewDidAppear"])

        let other = UIViewController()
        presenter.present(other, animated: false)
        XCTAssertTrue(presenter.presentedViewController === presented, "already presenting: ignored")

        completed = false
        presented.dismiss(animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertEqual(log.entries.suffix(2), ["presented.viewWillDisappear", "presented.viewDidDisappear"])
    }
}
