import Foundation
import UIKit
import XCTest

/// Records the view-loading callbacks, in order.
private final class LoadingController: UIViewController {
    var events: [String] = []

    override func loadView() {
        events.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad:\(isViewLoaded)")
    }
}

@MainActor
final class ViewLoadingTests: XCTestCase {
    func testViewIsLoadedLazilyOnceInOrder() async {
        let controller = LoadingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.events, [])

        let view = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()

        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad:true"])
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertTrue(controller.view === view)
        XCTAssertEqual(view?.frame.size, CGSize(width: 100, height: 50))
    }

    func testDefaultLoadViewMakesAScreenSizedView() async {
        let controller = UIViewController()
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
        XCTAssertGreaterThan(UIScreen.main.bounds.width, 0)
        XCTAssertEqual(controller.view.subviews.count, 0)
    }

    func testSettingFrameUpdatesBoundsSize() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        view.frame = CGRect(x: 5, y: 5, width: 200, height: 100)
        XCTAssertEqual(view.bounds.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(view.center, CGPoint(x: 105, y: 55))
    }

    func testSubviewHierarchy() async {
        let parent = UIView()
        let first = UIView(), second = UIView(), third = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        parent.insertSubview(third, at: 0)
        XCTAssertTrue(parent.subviews.elementsEqual([third, first, second], by: ===))
        XCTAssertTrue(first.superview === parent)

        let other = UIView()
        other.addSubview(first)
        XCTAssertTrue(parent.subviews.elementsEqual([third, second], by: ===))
        XCTAssertTrue(first.superview === other)

        second.removeFromSuperview()
        XCTAssertNil(second.superview)
        XCTAssertTrue(parent.subviews.elementsEqual([third], by: ===))
    }

    func testAnchorsMakeRecordedConstraints() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)

        let left = child.leftAnchor.constraint(equalTo: parent.leftAnchor)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        XCTAssertFalse(left.isActive)
        left.isActive = true
        NSLayoutConstraint.activate([top, height])

        XCTAssertTrue(left.isActive && top.isActive && height.isActive)
        XCTAssertEqual(top.constant, 8)
        XCTAssertEqual(top.firstAttribute, .top)
        XCTAssertTrue(top.secondItem === parent)
        XCTAssertNil(height.secondItem)
        XCTAssertTrue(parent.constraints.contains { $0 === left })
        XCTAssertTrue(child.constraints.contains { $0 === height })

        child.removeFromSuperview()
        XCTAssertFalse(left.isActive, "removing a view deactivates the constraints tying it to its former superview")
        XCTAssertTrue(height.isActive)
    }
}
