import Foundation
@testable import UIKit
import XCTest

/// A target reached by selector through imsim's stand-in for the Objective-C runtime.
@MainActor
private final class SelectorLog: SelectorActionTarget {
    var received: [String] = []
    func performAction(_ action: Selector, sender: Any?) {
        received.append("\(action.name) from \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
    }
}

@MainActor
final class ValueControlTests: XCTestCase {
    func testSwitchToggleSendsValueChangedToActionsAndTargetsButSetOnDoesNot() async {
        let control = UISwitch()
        let target = SelectorLog()
        var changes: [Bool] = []
        control.addAction(UIAction { action in changes.append((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        control.addTarget(target, action: "switchChanged:", for: .valueChanged)

        control.setOn(true, animated: true)
        XCTAssertEqual(changes, [], "setting the state in code sends no event")
        XCTAssertTrue(control.simulateToggle())
        XCTAssertFalse(control.isOn)
        XCTAssertEqual(changes, [false])
        XCTAssertEqual(target.received, ["switchChanged: from UISwitch"])
        XCTAssertEqual(control.frame.size, CGSize(width: 51, height: 31))

        control.isEnabled = false
        XCTAssertFalse(control.simulateToggle())
        XCTAssertEqual(changes, [false], "a disabled switch can't be flipped")
    }

    func testSliderClampsAndSlideMustStayInRange() async {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 42
        XCTAssertEqual(slider.value, 10, "a value past the maximum is clamped")
        var events = 0
        slider.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        XCTAssertNil(slider.simulateSlide(to: 2.5))
        XCTAssertEqual(slider.value, 2.5)
        XCTAssertEqual(events, 1)
        XCTAssertEqual(slider.simulateSlide(to: 11), "11.0 is outside its range 0.0...10.0")
        XCTAssertEqual(events, 1)
        slider.minimumValue = 5
        XCTAssertEqual(slider.value, 5, "raising the minimum moves the value up")
    }

    func testStepperStepsStopAtItsEndsUnlessItWraps() async {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        XCTAssertNil(stepper.simulateStepping(to: 2))
        XCTAssertEqual(values, [1, 2], "each press sends .valueChanged")
        XCTAssertNotNil(stepper.simulatePresses(2), "the + button is disabled at the maximum")
        XCTAssertEqual(stepper.value, 3)
        stepper.wraps = true
        XCTAssertNil(stepper.simulatePresses(1))
        XCTAssertEqual(stepper.value, 0, "a wrapping stepper continues from the minimum")
        stepper.stepValue = 2
        XCTAssertNotNil(stepper.simulateStepping(to: 1), "1 is not a whole number of steps from 0")
    }

    func testSegmentedControlSendsOnlyWhenTheSelectionChanges() async {
        let control = UISegmentedControl(items: ["Day", "Week"])
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        var events = 0
        control.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        XCTAssertNil(control.simulateSelectSegment(at: 1))
        XCTAssertNil(control.simulateSelectSegment(at: 1))
        XCTAssertEqual(events, 1, "tapping the selected segment sends nothing")
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the selection follows its segment")
        control.setEnabled(false, forSegmentAt: 0)
        XCTAssertNotNil(control.simulateSelectSegment(at: 0))

        var ran: [String] = []
        let actions = UISegmentedControl(frame: .zero, actions: [UIAction(title: "A") { _ in ran.append("A") },
                                                                 UIAction(title: "B") { _ in ran.append("B") }])
        XCTAssertEqual(actions.titleForSegment(at: 1), "B")
        XCTAssertNil(actions.simulateSelectSegment(at: 1))
        XCTAssertEqual(ran, ["B"], "a segment's action runs when a person selects it")
    }

    func testPickerReadsItsDataSourceAndTellsTheDelegateOfPicks() async {
        let source = Weekdays()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        XCTAssertEqual(picker.numberOfComponents, 1)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        XCTAssertEqual(source.picked, [], "selectRow(_:inComponent:animated:) doesn't call the delegate")
        XCTAssertTrue(picker.simulatePick(row: 1, inComponent: 0))
        XCTAssertEqual(source.picked, ["Tue"])
        XCTAssertEqual(picker.selectedTitles, ["Tue"])
        XCTAssertFalse(picker.simulatePick(row: 7, inComponent: 0))
    }

    func testDatePickerPicksInItsCalendarAndRespectsItsBounds() async throws {
        let picker = UIDatePicker()
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = .date
        var events = 0
        picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        XCTAssertNil(picker.simulatePick("2025-06-14"))
        XCTAssertEqual(picker.displayedValue, "2025-06-14")
        XCTAssertEqual(events, 1)
        XCTAssertNotNil(picker.simulatePick("19:30"), "a date picker takes no time")
        picker.maximumDate = picker.date
        XCTAssertNotNil(picker.simulatePick("2025-07-01"), "after the maximum date")
        XCTAssertEqual(events, 1)
    }

    func testActivityIndicatorAndTextFieldOverlayViews() async {
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertFalse(spinner.isAnimating)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)

        let field = UITextField()
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        field.leftView = icon
        XCTAssertNil(icon.superview, "leftViewMode is .never by default")
        field.leftViewMode = .always
        XCTAssertTrue(icon.superview === field)
        field.rightView = UIView()
        field.rightViewMode = .whileEditing
        XCTAssertNil(field.rightView?.superview)
    }

    func testTextViewTypingAsksAndTellsTheDelegate() async {
        let view = UITextView()
        let delegate = Echo()
        view.delegate = delegate
        XCTAssertNil(view.simulateTyping("Hello"))
        XCTAssertEqual(view.text, "Hello")
        XCTAssertEqual(delegate.changes, ["H", "He", "Hel", "Hell", "Hello"], "a change a key")
        delegate.refuses = true
        XCTAssertNotNil(view.simulateTyping("Bye"))
        XCTAssertEqual(view.text, "Hello")
    }

    func testAProgressViewKeepsItsProgressBetweenZeroAndOne() async {
        let bar = UIProgressView(progressViewStyle: .bar)
        XCTAssertEqual(bar.progress, 0)
        bar.setProgress(0.25, animated: true)
        XCTAssertEqual(bar.progress, 0.25)
        bar.progress = 1.5
        XCTAssertEqual(bar.progress, 1)
        bar.progress = -1
        XCTAssertEqual(bar.progress, 0)
    }

    func testATextViewIsAScrollViewWhoseDelegateHearsScrolling() async {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let delegate = Echo()
        view.delegate = delegate
        let scrollView: UIScrollView = view
        XCTAssertTrue(scrollView.isScrollEnabled)
        view.contentSize = CGSize(width: 100, height: 200)
        view.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        XCTAssertEqual(delegate.scrolls, 1)
        XCTAssertEqual(view.bounds.origin.y, 40)
    }
}

@MainActor
private final class Weekdays: UIPickerViewDataSource, UIPickerViewDelegate {
    let days = ["Mon", "Tue", "Wed"]
    var picked: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { days.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { days[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append(days[row]) }
}

@MainActor
private final class Echo: NSObject, UITextViewDelegate {
    var changes: [String] = []
    var refuses = false
    var scrolls = 0
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !refuses }
    func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}
