import Foundation
@testable import UIKit
import XCTest

/// Transforms and anchor points as UIKit applies them: the frame holds the transformed bounds,
/// hit testing and conversion go through the transform, Auto Layout places the untransformed view.
@MainActor
final class LayerGeometryTests: XCTestCase {
    func testARotatedViewsFrameHoldsItsTurnedBoundsAndTouchesFollowTheTurn() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(bar.center, CGPoint(x: 150, y: 150), "the center stays")
        XCTAssertEqual(bar.bounds.size, CGSize(width: 100, height: 20), "the bounds stay")
        XCTAssertEqual(bar.frame.minX, 140, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.height, 100, accuracy: 1e-9)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === bar, "the turned bar reaches up")
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root, "and no longer sideways")
        let topOfBar = bar.convert(CGPoint(x: 0, y: 10), to: root)
        XCTAssertEqual(topOfBar.x, 150, accuracy: 1e-9)
        XCTAssertEqual(topOfBar.y, 100, accuracy: 1e-9, "the bar's left end turned to the top")
        let back = root.convert(topOfBar, to: bar)
        XCTAssertEqual(back.x, 0, accuracy: 1e-9)
        XCTAssertEqual(back.y, 10, accuracy: 1e-9)
    }

    func testAScaledViewIsTouchedWhereItIsDrawn() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.addSubview(button)
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === root)
        button.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(button.frame, CGRect(x: 80, y: 80, width: 80, height: 80))
        XCTAssertTrue(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === button)
        button.transform = .identity
        XCTAssertEqual(button.frame, CGRect(x: 100, y: 100, width: 40, height: 40))
    }

    func testAnAnchorPointMovesTheFrameAndTheTurnsPivot() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let hand = UIView(frame: CGRect(x: 95, y: 20, width: 10, height: 80))
        root.addSubview(hand)
        hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        XCTAssertEqual(hand.center, CGPoint(x: 100, y: 60), "the position stays")
        XCTAssertEqual(hand.frame, CGRect(x: 95, y: -20, width: 10, height: 80), "so the frame moves, as on iOS")
        hand.frame = CGRect(x: 95, y: 20, width: 10, height: 80)
        XCTAssertEqual(hand.center, CGPoint(x: 100, y: 100), "the pivot is at the hand's foot")
        hand.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let tip = hand.convert(CGPoint(x: 5, y: 0), to: root)
        XCTAssertEqual(tip.x, 180, accuracy: 1e-9, "a quarter turn clockwise about its foot points the hand right")
        XCTAssertEqual(tip.y, 100, accuracy: 1e-9)
    }

    func testAutoLayoutPlacesTheUntransformedView() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 50), badge.heightAnchor.constraint(equalToConstant: 50),
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor), badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.layoutIfNeeded()
        XCTAssertEqual(badge.bounds.size, CGSize(width: 50, height: 50))
        XCTAssertEqual(badge.center, CGPoint(x: 150, y: 150))
        XCTAssertEqual(badge.frame, CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    func testStandaloneLayersConvertAndHitTestThroughTheirTransforms() async {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let dot = CALayer()
        dot.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        root.addSublayer(dot)
        dot.setAffineTransform(CGAffineTransform(scaleX: 3, y: 3))
        XCTAssertEqual(dot.frame, CGRect(x: 30, y: 30, width: 60, height: 60))
        XCTAssertEqual(dot.position, CGPoint(x: 60, y: 60))
        XCTAssertTrue(root.hitTest(CGPoint(x: 35, y: 35)) === dot)
        XCTAssertTrue(root.hitTest(CGPoint(x: 95, y: 95)) === root)
        XCTAssertEqual(dot.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 30, y: 30))
        let other = CALayer()
        root.insertSublayer(other, below: dot)
        XCTAssertTrue(root.sublayers?.first === other)
        other.zPosition = 1
        XCTAssertTrue(root.drawingOrder.last === other, "a higher zPosition is drawn in front")
    }

    func testTransform3DComposesAndInverts() {
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(CATransform3DGetAffineTransform(turn).b, 1, accuracy: 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        let point = CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(moved))
        XCTAssertEqual(point, CGPoint(x: 22, y: 2), "translated first, then scaled")
        let inverse = CATransform3DInvert(moved)
        let identity = CATransform3DConcat(moved, inverse)
        XCTAssertEqual(identity.m11, 1, accuracy: 1e-12)
        XCTAssertEqual(identity.m41, 0, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsAffine(moved))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
    }
}
