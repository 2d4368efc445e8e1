import Foundation
@testable import UIKit
import XCTest

/// The recognizers' state machines, as UIKit documents them: discrete ones (tap, swipe) recognize
/// once or fail; continuous ones (long press, pan, pinch) begin, change and end; failure requirements
/// hold a recognizer until the other fails; one recognizer at a time unless the delegate allows both.
@MainActor
final class GestureRecognizerStateTests: XCTestCase {
    private func board() -> (root: UIView, card: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 300))
        root.addSubview(card)
        return (root, card)
    }

    func testATapRecognizesAndAWanderingFingerFails() async {
        let (root, card) = board()
        let log = RecognizerLog()
        card.addGestureRecognizer(UITapGestureRecognizer(target: log, action: Selector("tap")))
        let finger = FingerScript(root)
        finger.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.entries, ["tap ended"])
        finger.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), steps: 3)
        XCTAssertEqual(log.entries, ["tap ended"], "a finger that moves more than 10 points does not tap")
        XCTAssertEqual(card.gestureRecognizers?.first?.state, .possible, "reset after the gesture")
    }

    func testASingleTapWaitsForTheDoubleTapToFail() async {
        let (root, card) = board()
        let log = RecognizerLog()
        let single = UITapGestureRecognizer(target: log, action: Selector("single"))
        let double = UITapGestureRecognizer(target: log, action: Selector("double"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        let finger = FingerScript(root)
        finger.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(log.entries, ["single ended"], "once the double tap's time ran out")
        finger.tap(CGPoint(x: 50, y: 50), times: 2)
        XCTAssertEqual(log.entries, ["single ended", "double ended"])
    }

    func testALongPressBeginsOnceHeldThenChangesAndEnds() async {
        let (root, card) = board()
        let log = RecognizerLog()
        card.addGestureRecognizer(UILongPressGestureRecognizer(target: log, action: Selector("press")))
        let finger = FingerScript(root)
        finger.hold(CGPoint(x: 60, y: 60), for: 0.3)
        XCTAssertEqual(log.entries, [], "0.3 s is too short")
        finger.hold(CGPoint(x: 60, y: 60), for: 0.6, thenMoveTo: CGPoint(x: 90, y: 60))
        XCTAssertEqual(log.entries, ["press began", "press changed", "press ended"])
    }

    func testAPanReportsItsTranslationAndVelocity() async {
        let (root, card) = board()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        var translations: [CGPoint] = []
        let log = PanLog { translations.append(($0 as! UIPanGestureRecognizer).translation(in: card)) }
        pan.addTarget(log, action: Selector("pan"))
        card.addGestureRecognizer(pan)
        FingerScript(root).drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 140, y: 90), steps: 10, seconds: 0.5)
        XCTAssertEqual(log.states, ["began"] + Array(repeating: "changed", count: 9) + ["ended"], "began past 10 points, at the first move")
        XCTAssertEqual(translations.last, CGPoint(x: 100, y: 50))
        XCTAssertEqual(log.lastVelocity.x, 200, accuracy: 1, "10 points every 0.05 s")
    }

    func testASwipeTheWrongWayIsNotRecognized() async {
        let (root, card) = board()
        let log = RecognizerLog()
        let swipe = UISwipeGestureRecognizer(target: log, action: Selector("swipe"))
        swipe.direction = .left
        card.addGestureRecognizer(swipe)
        let finger = FingerScript(root)
        finger.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 60, y: 100), steps: 5, seconds: 0.1)
        XCTAssertEqual(log.entries, ["swipe ended"])
        finger.drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 200, y: 100), steps: 5, seconds: 0.1)
        finger.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 60, y: 100), steps: 5, seconds: 2)
        XCTAssertEqual(log.entries, ["swipe ended"], "the wrong way, or too slow, is no swipe")
    }

    func testAPinchScales() async {
        let (root, card) = board()
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        var scales: [CGFloat] = []
        let log = PanLog { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        pinch.addTarget(log, action: Selector("pinch"))
        card.addGestureRecognizer(pinch)
        FingerScript(root).pinch(centre: CGPoint(x: 150, y: 150), from: 100, to: 200)
        XCTAssertEqual(log.states.first, "began")
        XCTAssertEqual(log.states.last, "ended")
        XCTAssertEqual(scales.last ?? 0, 2, accuracy: 0.001)
    }

    func testOneRecognizerAtATimeUnlessTheDelegateAllowsBoth() async {
        let (root, card) = board()
        let log = RecognizerLog()
        let inner = UIPanGestureRecognizer(target: log, action: Selector("inner"))
        let outer = UIPanGestureRecognizer(target: log, action: Selector("outer"))
        card.addGestureRecognizer(inner)
        root.addGestureRecognizer(outer)
        FingerScript(root).drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 100, y: 40), steps: 3)
        XCTAssertEqual(log.entries, ["inner began", "inner changed", "inner changed", "inner ended"], "the deepest view's recognizer wins")
        let both = AllowBoth()
        outer.delegate = both
        log.entries = []
        FingerScript(root).drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 100, y: 40), steps: 3)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("outer") }, ["outer began", "outer changed", "outer changed", "outer ended"])
        both.begin = false
        log.entries = []
        FingerScript(root).drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 100, y: 40), steps: 3)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("outer") }, [], "gestureRecognizerShouldBegin false")
    }
}

@MainActor
private final class PanLog: NSObject, SelectorActionTarget {
    var states: [String] = []
    var lastVelocity = CGPoint.zero
    let onAction: (UIGestureRecognizer) -> Void
    init(_ onAction: @escaping (UIGestureRecognizer) -> Void) { self.onAction = onAction }
    func performAction(_ action: Selector, sender: Any?) {
        guard let recognizer = sender as? UIGestureRecognizer else { return }
        states.append(RecognizerLog.name(recognizer.state))
        if let pan = recognizer as? UIPanGestureRecognizer, recognizer.state == .changed { lastVelocity = pan.velocity(in: nil) }
        onAction(recognizer)
    }
}

@MainActor
private final class AllowBoth: NSObject, UIGestureRecognizerDelegate {
    var begin = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
