/// A person working one of the extension's value controls, or the system warning it of low memory.
/// Each is carried from a scenario step to the extension as it is written. Pure value.
public enum ControlGesture: Codable, Equatable, Sendable {
    /// Flip the switch with this name (identifier, accessibility label, or the label beside it).
    case toggle(String)
    /// Tap the segment with this title in a segmented control.
    case selectSegment(String)
    /// Drag a slider, or press a stepper's buttons, until its value is `value`; `control` names it,
    /// nil for the only slider or stepper on screen.
    case setValue(Double, on: String?)
    /// Spin a picker to the row with this title, or a date picker to this date or time; `control`
    /// names the picker, nil for any picker on screen.
    case pick(String, in: String?)
    /// The system is low on memory: every view controller gets `didReceiveMemoryWarning()`.
    case memoryWarning
    /// A finger on the screen: taps at a point, presses, drags, swipes, pinches.
    case finger(FingerGesture)
    /// The open photo picker is answered with the photo in this file (a path the runner resolved).
    case pickPhoto(String)
    /// The open photo picker is cancelled.
    case cancelPhotoPicker

    /// The verb as a person types it, e.g. `set-value 3 on Guests`.
    public var verbText: String {
        switch self {
        case .toggle(let name): "toggle \(Command.quoted(name))"
        case .selectSegment(let title): "select-segment \(Command.quoted(title))"
        case .setValue(let value, let control):
            "set-value \(Self.number(value))" + (control.map { " on \(Command.quoted($0))" } ?? "")
        case .pick(let row, let control): "pick \(Command.quoted(row))" + (control.map { " in \(Command.quoted($0))" } ?? "")
        case .memoryWarning: "memory-warning"
        case .finger(let gesture): gesture.verbText
        case .pickPhoto(let path): "pick-photo \(Command.quoted(path))"
        case .cancelPhotoPicker: "cancel-photo-picker"
        }
    }

    /// `3` rather than `3.0`, as a person writes it.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
