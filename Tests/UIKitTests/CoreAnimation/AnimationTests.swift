import Foundation
@testable import UIKit
import XCTest

/// Core Animation's animations here: the layer keeps its own values, the delegate hears the start
/// and, after the active time, the stop; a transaction's completion waits for its animations.
@MainActor
final class AnimationTests: XCTestCase {
    private final class Listener: CAAnimationDelegate {
        var heard: [String] = []
        var stopped: XCTestExpectation?
        func animationDidStart(_ anim: CAAnimation) { heard.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            heard.append("stop \(flag)")
            stopped?.fulfill()
        }
    }

    func testAnAnimationStartsStopsAfterItsDurationAndLeavesTheLayersValue() async {
        let layer = CAShapeLayer()
        let listener = Listener()
        listener.stopped = expectation(description: "stopped")
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 0.05
        grow.delegate = listener
        layer.add(grow, forKey: "grow")
        XCTAssertEqual(layer.animationKeys(), ["grow"])
        XCTAssertEqual(layer.strokeEnd, 1, "the model value is the layer's own")
        await fulfillment(of: [listener.stopped!], timeout: 5)
        XCTAssertEqual(listener.heard, ["start", "stop true"])
        XCTAssertNil(layer.animationKeys(), "removed on completion")
    }

    func testRemovingAnAnimationStopsItUnfinishedAndAForeverOneNeverStopsByItself() async {
        let layer = CALayer()
        let listener = Listener()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.repeatCount = .infinity
        spin.delegate = listener
        layer.add(spin, forKey: "spin")
        XCTAssertNil(spin.activeDuration)
        listener.stopped = expectation(description: "stopped")
        layer.removeAnimation(forKey: "spin")
        await fulfillment(of: [listener.stopped!], timeout: 5)
        XCTAssertEqual(listener.heard.last, "stop false")
    }

    func testATransactionsCompletionWaitsForItsAnimations() async {
        let layer = CALayer()
        let done = expectation(description: "completion")
        var order: [String] = []
        let listener = Listener()
        let stopped = expectation(description: "stopped")
        listener.stopped = stopped
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            order.append("completion after \(listener.heard.contains("stop true") ? "the stop" : "nothing")")
            done.fulfill()
        }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.05
        fade.delegate = listener
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        await fulfillment(of: [stopped, done], timeout: 5, enforceOrder: true)
        XCTAssertEqual(order, ["completion after the stop"])
    }

    func testASpringSettles() {
        let spring = CASpringAnimation(keyPath: "position")
        spring.damping = 10
        spring.stiffness = 100
        XCTAssertEqual(spring.settlingDuration, -log(0.001) / (0.5 * 10), accuracy: 1e-9)
    }
}
