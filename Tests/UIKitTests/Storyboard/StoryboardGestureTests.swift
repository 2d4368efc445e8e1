import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// A gesture recognizer is an object of its scene, attached to its view by the view's
/// `gestureRecognizers` outlet collection, and its action sent to the controller.
@MainActor
final class StoryboardGestureTests: XCTestCase {
    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    func testARecognizerOfTheSceneIsAttachedAndSendsItsAction() async throws {
        let scene = StoryboardFixture.scene("cards", customClass: "GestureCardController", view: """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="20" y="20" width="200" height="120"/>
                        <connections>
                            <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                        </connections>
                    </view>
                </subviews>
            </view>
            """, extra: """
            <tapGestureRecognizer numberOfTapsRequired="2" id="tap">
                <connections>
                    <action selector="flipped:" destination="cards" id="a1"/>
                </connections>
            </tapGestureRecognizer>
            """)
        let connectors = IBConnectors(actions: [
            "GestureCardController.flipped:": { target, sender, _ in
                IBConnect.action((target as! GestureCardController).flipped(_:), sender, "flipped:")
            },
        ])
        try StoryboardFixture.install([("Cards.storyboard", StoryboardFixture.storyboard(initial: "cards", scene))], connectors: connectors)
        let controller = try XCTUnwrap(UIStoryboard(name: "Cards", bundle: nil).instantiateInitialViewController() as? GestureCardController)
        let card = try XCTUnwrap(controller.view.subviews.first)
        let recognizer = try XCTUnwrap(card.gestureRecognizers?.first as? UITapGestureRecognizer)
        XCTAssertEqual(recognizer.numberOfTapsRequired, 2)
        XCTAssertTrue(recognizer.simulateRecognition())
        XCTAssertEqual(controller.flips, 1)
    }
}

@MainActor
final class GestureCardController: UIViewController {
    var flips = 0
    func flipped(_ sender: UITapGestureRecognizer) { flips += 1 }
}
