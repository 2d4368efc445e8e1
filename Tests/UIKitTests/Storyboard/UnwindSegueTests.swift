import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// An unwind segue goes back to the nearest controller along the way that has the unwind action:
/// the source prepares, the action gets the segue, and what was shown over the destination goes.
@MainActor
final class UnwindSegueTests: XCTestCase {
    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    func testAButtonUnwindsToThePresenterThatHasTheAction() async throws {
        let home = StoryboardFixture.scene("home", customClass: "UnwindHomeController", view: """
            <view key="view" contentMode="scaleToFill" id="homeRoot"/>
            """, connections: #"<segue destination="form" kind="presentation" identifier="edit" id="s1"/>"#)
        let form = StoryboardFixture.scene("form", customClass: "UnwindFormController", view: """
            <view key="view" contentMode="scaleToFill" id="formRoot">
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="done">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                        <state key="normal" title="Done"/>
                        <connections>
                            <segue destination="exit-form" kind="unwind" unwindAction="backHome:" identifier="done" id="u1"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """, extra: #"<exit id="exit-form" userLabel="Exit" sceneMemberID="exit"/>"#)
        let connectors = IBConnectors(actions: [
            "UnwindHomeController.backHome:": { target, sender, _ in
                IBConnect.action((target as! UnwindHomeController).backHome(_:), sender, "backHome:")
            },
        ])
        try StoryboardFixture.install([("Flow.storyboard", StoryboardFixture.storyboard(initial: "home", home + form))],
                                      connectors: connectors)
        let controller = try XCTUnwrap(UIStoryboard(name: "Flow", bundle: nil).instantiateInitialViewController() as? UnwindHomeController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.performSegue(withIdentifier: "edit", sender: nil)
        let presented = try XCTUnwrap(controller.presentedViewController as? UnwindFormController)
        let done = try XCTUnwrap(presented.view.subviews.first as? UIButton)
        XCTAssertTrue(done.simulateTap())
        XCTAssertEqual(presented.prepared, ["done to UnwindHomeController"])
        XCTAssertEqual(controller.unwound, ["done from UnwindFormController"])
        XCTAssertNil(controller.presentedViewController, "what was shown over the destination is dismissed")
    }
}

@MainActor
final class UnwindHomeController: UIViewController {
    var unwound: [String] = []
    func backHome(_ segue: UIStoryboardSegue) {
        unwound.append("\(segue.identifier ?? "-") from \(type(of: segue.source))")
    }
}

@MainActor
final class UnwindFormController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "-") to \(type(of: segue.destination))")
    }
}
