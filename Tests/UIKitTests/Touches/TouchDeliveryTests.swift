import Foundation
@testable import UIKit
import XCTest

/// Touches reach the view hit testing finds, along the responder chain; a recognizer that recognizes
/// takes them from the view; controls follow the finger as UIKit's do.
@MainActor
final class TouchDeliveryTests: XCTestCase {
    private final class Pad: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("began \(Self.text(touches.first!.location(in: self)))")
        }
        static func text(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended, previous \(Self.text(touches.first!.previousLocation(in: self)))")
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    func testTouchesReachTheViewThatIsHitInItsCoordinatesAndNotTheOneCovered() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let below = Pad(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pad = Pad(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(below)
        root.addSubview(pad)
        let finger = FingerScript(root)
        finger.drag(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 130, y: 120), steps: 2)
        XCTAssertEqual(pad.log, ["began (10.0, 20.0)", "moved", "moved", "ended, previous (30.0, 20.0)"])
        XCTAssertEqual(below.log, [], "the covered view gets nothing")
        finger.tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(below.log.first, "began (10.0, 10.0)")
    }

    func testARecognizerThatRecognizesCancelsTheViewsTouches() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pad = Pad(frame: root.bounds)
        root.addSubview(pad)
        pad.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        FingerScript(root).tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(pad.log, ["began (50.0, 50.0)", "cancelled"])
        (pad.gestureRecognizers?.first)?.cancelsTouchesInView = false
        pad.log = []
        FingerScript(root).tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(pad.log, ["began (50.0, 50.0)", "ended, previous (50.0, 50.0)"])
    }

    func testAControlFollowsTheFingerInAndOut() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        root.addSubview(button)
        var events: [String] = []
        for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchUpInside, "up inside"), (.touchUpOutside, "up outside"),
                              (.touchDragExit, "exit")] {
            button.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        let finger = FingerScript(root)
        finger.tap(CGPoint(x: 150, y: 120))
        XCTAssertEqual(events, ["down", "up inside"])
        events = []
        finger.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 300), steps: 4)
        XCTAssertEqual(events, ["down", "exit", "up outside"], "70 points out, the finger has left the button")
        XCTAssertFalse(button.isHighlighted)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 400, width: 51, height: 31))
        root.addSubview(toggle)
        finger.tap(CGPoint(x: 40, y: 415))
        XCTAssertTrue(toggle.isOn, "a tap on a switch flips it")
    }

    /// Apple's "Interacting with other user interface controls": a single tap on a button, switch,
    /// stepper or segmented control goes to the control, not to a single-tap recognizer of a view that
    /// holds it (a keyboard-dismissing tap on the extension's view, say), even one that waits for a
    /// double tap to fail.
    func testASingleTapOnAButtonIsTheButtonsNotAnEnclosingTapRecognizers() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        root.addSubview(button)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 100, y: 200, width: 200, height: 32)
        root.addSubview(segments)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        let log = RecognizerLog()
        let single = UITapGestureRecognizer(target: log, action: Selector("single"))
        root.addGestureRecognizer(single)
        let finger = FingerScript(root)
        finger.tap(CGPoint(x: 150, y: 120))
        XCTAssertEqual(pressed, 1)
        finger.tap(CGPoint(x: 250, y: 216))
        XCTAssertEqual(segments.selectedSegmentIndex, 1, "the segmented control takes its tap")
        XCTAssertEqual(log.entries, [])
        finger.tap(CGPoint(x: 20, y: 500))
        XCTAssertEqual(log.entries, ["single ended"], "beside the controls the recognizer has the tap")
        root.removeGestureRecognizer(single)
        let double = UITapGestureRecognizer(target: log, action: Selector("double"))
        double.numberOfTapsRequired = 2
        root.addGestureRecognizer(double)
        finger.tap(CGPoint(x: 150, y: 120), times: 2)
        XCTAssertEqual(log.entries.last, "double ended", "only a single tap overlaps the button's own action")
        // A single tap that waits for the double tap to fail, the usual pair: still the button's.
        let waitingSingle = UITapGestureRecognizer(target: log, action: Selector("waitingSingle"))
        waitingSingle.require(toFail: double)
        root.addGestureRecognizer(waitingSingle)
        log.entries = []
        pressed = 0
        finger.tap(CGPoint(x: 150, y: 120))
        XCTAssertEqual(log.entries, [], "neither recognizer takes the button's tap")
        XCTAssertEqual(pressed, 1)
        root.removeGestureRecognizer(waitingSingle)
        root.removeGestureRecognizer(double)
        pressed = 0
        button.addGestureRecognizer(UITapGestureRecognizer(target: log, action: Selector("onTheButton")))
        finger.tap(CGPoint(x: 150, y: 120))
        XCTAssertEqual(log.entries.last, "onTheButton ended", "a recognizer on the button itself is not overlapped")
        XCTAssertEqual(pressed, 0)
    }
}
