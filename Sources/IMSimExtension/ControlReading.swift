import IMSimCore
import UIKit

/// How a person names and reads the value controls (switches, sliders, steppers, segmented
/// controls, pickers, date pickers, activity indicators): the screen reader and the control finder
/// share it.
@MainActor
enum ControlReading {
    /// A control's name: its accessibility label (a switch's `title` too), else the text of the only
    /// label beside it in its superview (the usual "Notify me [switch]" row), else nil.
    static func name(of view: UIView) -> String? {
        if let label = view.accessibilityLabel { return label }
        if let title = (view as? UISwitch)?.title { return title }
        let labels = view.superview?.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
        return labels.count == 1 ? labels[0] : nil
    }

    /// Whether `name` is this control's name or accessibility identifier.
    static func isNamed(_ view: UIView, _ name: String) -> Bool {
        view.accessibilityIdentifier == name || self.name(of: view) == name
    }

    /// The element a value control shows, or nil for other views.
    static func element(for view: UIView) -> ScreenElementParts? {
        switch view {
        case let control as UISwitch:
            return ScreenElementParts(kind: .switch, value: control.isOn ? "on" : "off")
        case let slider as UISlider:
            return ScreenElementParts(kind: .slider, value: number(Double(slider.value), float: slider.value))
        case let stepper as UIStepper:
            return ScreenElementParts(kind: .stepper, value: UIStepper.format(stepper.value))
        case let segments as UISegmentedControl:
            let index = segments.selectedSegmentIndex
            let selected = segments.segmentNames.indices.contains(index) ? segments.segmentNames[index] : "none"
            return ScreenElementParts(kind: .segmentedControl, value: selected)
        case let picker as UIPickerView:
            return ScreenElementParts(kind: .picker, value: picker.selectedTitles.joined(separator: ", "))
        case let picker as UIDatePicker:
            return ScreenElementParts(kind: .datePicker, value: picker.displayedValue)
        case let imageView as UIImageView:
            return imageView.image?.symbolName.map { ScreenElementParts(kind: .image, value: $0) }
        case let indicator as UIActivityIndicatorView:
            return ScreenElementParts(kind: .activityIndicator, value: indicator.isAnimating ? "animating" : "stopped")
        default:
            return nil
        }
    }

    /// A slider's value as written in a scenario: `3`, `0.5` (from the Float, so 0.3 reads `0.3`).
    private static func number(_ value: Double, float: Float) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(float)
    }
}

/// The kind and value of a value control's element; its text is its name.
struct ScreenElementParts {
    var kind: ScreenElement.Kind
    var value: String
}
