import IMSimCore
import UIKit

/// Working value controls as a finger does: flipping a switch, tapping a segment, dragging a slider,
/// pressing a stepper, spinning a picker. Each sends what iOS sends (`.valueChanged`, a picker
/// delegate's `didSelectRow`). A presented alert is modal: nothing under it can be worked.
extension ControlFinder {
    /// Performs `gesture`; returns why it could not, or nil.
    func perform(_ gesture: ControlGesture) -> String? {
        if ScreenReader.presentedAlert(from: root) != nil { return "an alert is up: only its actions can be reached" }
        guard root.isViewLoaded else { return "the extension shows no view" }
        let views = all(in: root.view)
        switch gesture {
        case .finger(let finger):
            return perform(finger, record: record)
        case .toggle(let name):
            let switches = views.compactMap { $0 as? UISwitch }
            guard let control = switches.first(where: { ControlReading.isNamed($0, name) }) else {
                return "no switch '\(name)' on screen; \(names(switches, "switches"))"
            }
            if let reason = reach(control) { return "cannot flip the switch '\(name)': \(reason)" }
            return control.simulateToggle() ? nil : "the switch '\(name)' is disabled"
        case .selectSegment(let title):
            let controls = views.compactMap { $0 as? UISegmentedControl }
            for control in controls {
                if let index = control.segmentNames.firstIndex(of: title) {
                    if let reason = reach(control) { return "cannot select '\(title)': \(reason)" }
                    return control.simulateSelectSegment(at: index).map { "cannot select '\(title)': \($0)" }
                }
            }
            let titles = controls.flatMap(\.segmentNames)
            return "no segment '\(title)' on screen; " + (titles.isEmpty ? "there is no segmented control" : "segments: \(list(titles))")
        case .setValue(let value, let name):
            let controls = views.filter { $0 is UISlider || $0 is UIStepper }
            guard let control = pickOne(controls, named: name, kind: "slider or stepper") else {
                return missing(controls, named: name, kind: "slider or stepper", plural: "sliders and steppers")
            }
            if let reason = reach(control) { return "cannot set \(describe(control)): \(reason)" }
            let reason = (control as? UISlider)?.simulateSlide(to: Float(value))
                ?? (control as? UIStepper)?.simulateStepping(to: value)
            return reason.map { "cannot set \(describe(control)) to \(ControlGesture.number(value)): \($0)" }
        case .pick(let row, let name):
            return pick(row, in: name, views)
        case .memoryWarning:
            MemoryWarning.deliver(to: root)
            return nil
        case .pickPhoto(let path):
            return pickPhoto(at: path)
        case .cancelPhotoPicker:
            guard let picker = root as? UIImagePickerController else { return Self.noPhotoPicker }
            record("photo picker cancelled")
            picker.simulateCancel()
            return nil
        }
    }

    private static let noPhotoPicker = "no photo picker is open: the extension presents a UIImagePickerController first"

    /// Answers the open photo picker with the picture in `path`.
    private func pickPhoto(at path: String) -> String? {
        guard let picker = root as? UIImagePickerController else { return Self.noPhotoPicker }
        let file = URL(fileURLWithPath: path)
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot read the photo \(path)" }
        guard let image = UIImage(data: data) else { return "\(path) is not a PNG or JPEG image" }
        record("photo picked: \(file.lastPathComponent), \(Int(image.size.width))×\(Int(image.size.height)) pixels")
        picker.simulatePick(image, file: file)
        return nil
    }

    /// A scenario's `tap` on a view with a tap gesture recognizer, named by its text, accessibility
    /// label or identifier. True if one was found and recognized its tap.
    func tapRecognizer(named name: String, in view: UIView) -> Bool {
        for candidate in all(in: view) {
            guard let recognizer = candidate.tapGestureRecognizer else { continue }
            let texts = [candidate.accessibilityIdentifier, candidate.accessibilityLabel, (candidate as? UILabel)?.text]
            if texts.contains(name) { return recognizer.simulateRecognition() }
        }
        return false
    }

    private func pick(_ row: String, in name: String?, _ views: [UIView]) -> String? {
        let pickers = views.compactMap { $0 as? UIPickerView }.filter { name == nil || ControlReading.isNamed($0, name!) }
        for picker in pickers {
            for (component, titles) in picker.rowTitles.enumerated() {
                if let index = titles.firstIndex(of: row) {
                    return picker.simulatePick(row: index, inComponent: component) ? nil : "the picker takes no touches"
                }
            }
        }
        let datePickers = views.compactMap { $0 as? UIDatePicker }.filter { name == nil || ControlReading.isNamed($0, name!) }
        if datePickers.count == 1, let datePicker = datePickers.first {
            return datePicker.simulatePick(row).map { "cannot pick \(row) in \(describe(datePicker)): \($0)" }
        }
        if datePickers.count > 1 { return "\(datePickers.count) date pickers on screen: say which with `in`" }
        let rows = pickers.flatMap { $0.rowTitles.flatMap { $0 } }
        if pickers.isEmpty { return "no picker\(name.map { " '\($0)'" } ?? "") on screen" }
        return "no row '\(row)' in the picker; rows: \(list(rows))"
    }

    /// The control named `name`, or the only one when `name` is nil.
    private func pickOne(_ controls: [UIView], named name: String?, kind: String) -> UIView? {
        guard let name else { return controls.count == 1 ? controls[0] : nil }
        return controls.first { ControlReading.isNamed($0, name) }
    }

    private func missing(_ controls: [UIView], named name: String?, kind: String, plural: String) -> String {
        if let name { return "no \(kind) '\(name)' on screen; \(names(controls, plural))" }
        return controls.isEmpty ? "no \(kind) on screen"
            : "\(controls.count) \(plural) on screen: say which with `on`; \(names(controls, plural))"
    }

    private func names(_ controls: [UIView], _ plural: String) -> String {
        let named = controls.compactMap { $0.accessibilityIdentifier ?? ControlReading.name(of: $0) }
        return controls.isEmpty ? "there are no \(plural)" : "\(plural): \(list(named))"
    }

    private func describe(_ control: UIView) -> String {
        let kind = ControlReading.element(for: control)?.kind.rawValue ?? "control"
        return (control.accessibilityIdentifier ?? ControlReading.name(of: control)).map { "the \(kind) '\($0)'" } ?? "the \(kind)"
    }
}

/// Low memory, as iOS reports it: `didReceiveMemoryWarning()` on every view controller in the
/// extension, parents before children, presenters before what they present.
@MainActor
enum MemoryWarning {
    static func deliver(to controller: UIViewController) {
        controller.didReceiveMemoryWarning()
        controller.children.forEach(deliver)
        if let presented = controller.presentedViewController { deliver(to: presented) }
    }
}
