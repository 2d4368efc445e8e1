import Foundation
import UIKit
import XCTest

@MainActor
final class ControlActionTests: XCTestCase {
    func testClosureActionsRunForTheirEventsOnly() async {
        let button = UIButton(type: .system)
        var log: [String] = []
        button.addAction(UIAction(title: "tap") { action in
            log.append("tap from \(action.sender.map { String(describing: type(of: $0)) } ?? "nil")")
        }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)

        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["tap from UIButton"])

        button.sendActions(for: .valueChanged)
        button.sendActions(for: .editingChanged)
        XCTAssertEqual(log, ["tap from UIButton", "changed"])
    }

    func testPrimaryActionAndSimulatedTap() async {
        var taps = 0
        let button = UIButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        XCTAssertTrue(button.simulateTap())
        XCTAssertEqual(taps, 1, "a tap sends .touchUpInside and .primaryActionTriggered, running each action once")

        button.isEnabled = false
        XCTAssertFalse(button.simulateTap())
        XCTAssertEqual(taps, 1, "a disabled button can't be tapped")
        XCTAssertEqual(button.state, .disabled)
    }

    func testActionWithSameIdentifierReplacesTheFormer() async {
        let control = UIControl()
        var log: [Int] = []
        let identifier = UIAction.Identifier("only")
        control.addAction(UIAction(identifier: identifier) { _ in log.append(1) }, for: .valueChanged)
        control.addAction(UIAction(identifier: identifier) { _ in log.append(2) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, [2])

        control.removeAction(identifiedBy: identifier, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, [2])
    }

    func testActionsWithoutAnIdentifierEachGetTheirOwnForGood() async {
        let control = UIControl()
        var log: [Int] = []
        let first = UIAction { _ in log.append(1) }, second = UIAction { _ in log.append(2) }
        XCTAssertNotEqual(first.identifier, second.identifier)
        XCTAssertEqual(first.identifier, first.identifier, "made once, then kept")
        XCTAssertNotNil(UUID(uuidString: first.identifier.rawValue), "unique: imsim makes a UUID string (iOS documents no format)")
        control.addAction(first, for: .valueChanged)
        control.addAction(second, for: .valueChanged)
        control.removeAction(first, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, [2])
    }

    func testTargetActionIsRecordedButNotInvoked() async {
        let control = UIControl()
        let target = NSObject()
        control.addTarget(target, action: Selector("tapped:"), for: .touchUpInside)
        XCTAssertEqual(control.actions(forTarget: target, forControlEvent: .touchUpInside), ["tapped:"])
        XCTAssertNil(control.actions(forTarget: target, forControlEvent: .valueChanged))
        XCTAssertEqual(control.allControlEvents, .touchUpInside)
        control.removeTarget(target, action: nil, for: .allEvents)
        XCTAssertNil(control.actions(forTarget: target, forControlEvent: .touchUpInside))
    }

    func testButtonTitlesPerState() async {
        let button = UIButton(type: .system)
        button.setTitle("New party", for: .normal)
        button.setTitle("Wait", for: .disabled)
        XCTAssertEqual(button.currentTitle, "New party")
        XCTAssertEqual(button.title(for: .highlighted), "New party", "falls back to the normal title")
        XCTAssertEqual(button.titleLabel?.text, "New party")
        button.isEnabled = false
        XCTAssertEqual(button.currentTitle, "Wait")
        XCTAssertEqual(button.titleLabel?.text, "Wait")
        XCTAssertEqual(button.accessibilityLabel, "Wait")
    }

    func testTypingIntoATextField() async {
        final class Delegate: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("begin") }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("end:\(textField.text ?? "")") }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                log.append("return")
                textField.resignFirstResponder()
                return true
            }
        }
        let field = UITextField()
        let delegate = Delegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.text = "old"
        XCTAssertEqual(changes, 0, "setting text in code sends no event")

        // Selected first, the old text goes with the first key; then the typing goes on at the end.
        XCTAssertTrue(field.simulateTyping("Mussels", replacingText: true))
        XCTAssertTrue(field.isEditing && field.isFirstResponder)
        XCTAssertTrue(field.simulateTyping(" & fries"))
        XCTAssertEqual(field.text, "Mussels & fries")
        XCTAssertEqual(changes, 15, "a change a key")

        field.simulateReturn()
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(delegate.log, ["begin", "return", "end:Mussels & fries"])

        field.text = nil
        XCTAssertEqual(field.text, "", "a text field's text is never nil")
    }
}
