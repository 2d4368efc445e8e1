import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// Foundation's selector-based API that Linux leaves out reaches an object's methods as on iOS:
/// `perform` now and after a delay (cancellable), a notification observer, a timer with a target,
/// `responds(to:)`, and a control's or recognizer's target made in code.
@MainActor
final class SelectorFoundationTests: XCTestCase {
    override func setUp() async throws {
        let connectors = IBConnectors(actions: [
            "SelectorCounter.bump:": { target, sender, _ in IBConnect.action((target as! SelectorCounter).bump(_:), sender, "bump:") },
            "SelectorCounter.reset": { target, _, _ in IBConnect.action((target as! SelectorCounter).reset) },
        ])
        InterfaceBuilderRegistry.install(documents: [], connectors: connectors, module: "UIKitTests")
    }

    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
    }

    func testPerformNowAndRespondsTo() async {
        let counter = SelectorCounter()
        counter.perform(Selector("bump:"), with: "now")
        counter.perform(Selector("reset"))
        counter.perform(Selector("bump:"), with: "again")
        XCTAssertEqual(counter.calls, ["now", "reset", "again"])
        XCTAssertTrue(counter.responds(to: Selector("bump:")))
        XCTAssertFalse(counter.responds(to: Selector("missing")))
    }

    func testPerformAfterADelayRunsOnTheMainQueueUnlessCancelled() async {
        let counter = SelectorCounter()
        let ran = expectation(description: "the delayed perform ran")
        counter.onCall = { if $0 == "late" { ran.fulfill() } }
        counter.perform(Selector("bump:"), with: "cancelled", afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: counter, selector: Selector("bump:"), object: nil)
        counter.perform(Selector("bump:"), with: "late", afterDelay: 0.01)
        XCTAssertEqual(counter.calls, [], "nothing runs before the delay")
        await fulfillment(of: [ran], timeout: TimeInterval(5))
        XCTAssertEqual(counter.calls, ["late"])
    }

    func testANotificationObserverAndATimerByTargetAndSelector() async {
        let counter = SelectorCounter()
        let name = Notification.Name("SelectorFoundationTests")
        NotificationCenter.default.addObserver(counter, selector: Selector("bump:"), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(counter.calls, ["notification"])
        let fired = expectation(description: "the timer fired")
        counter.onCall = { if $0 == "timer" { fired.fulfill() } }
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: counter, selector: Selector("bump:"), userInfo: nil, repeats: false)
        await fulfillment(of: [fired], timeout: TimeInterval(5))
        XCTAssertFalse(timer.isValid)
    }

    func testTargetsMadeInCodeReachTheirMethods() async {
        let counter = SelectorCounter()
        let button = UIButton(type: .system)
        button.addTarget(counter, action: Selector("bump:"), for: .touchUpInside)
        XCTAssertTrue(button.simulateTap())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let tap = UITapGestureRecognizer(target: counter, action: Selector("reset"))
        view.addGestureRecognizer(tap)
        XCTAssertTrue(tap.simulateRecognition())
        XCTAssertEqual(counter.calls, ["button", "reset"])
    }
}

@MainActor
final class SelectorCounter: NSObject {
    var calls: [String] = []
    var onCall: ((String) -> Void)?

    func bump(_ sender: Any) {
        let call = switch sender {
        case let text as String: text
        case is Notification: "notification"
        case is Timer: "timer"
        case is UIButton: "button"
        default: "\(type(of: sender))"
        }
        calls.append(call)
        onCall?(call)
    }

    func reset() {
        calls.append("reset")
        onCall?("reset")
    }
}
