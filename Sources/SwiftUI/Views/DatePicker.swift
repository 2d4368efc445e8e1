import UIKit

/// Which parts of a date a `DatePicker` shows and picks.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date (and time) a person picks: its label leading, and the date as iOS 17's compact picker shows
/// it, in grey rounded buttons, trailing. A scenario's `pick 2025-06-14`, `pick 19:30` or
/// `pick 2025-06-14T19:30 in LABEL` chooses, as with a `UIDatePicker`.
public struct DatePicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let range: (Date?, Date?)
    let components: Components
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: (Date?, Date?), components: Components, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let binding = selection
        let (row, control) = ControlRowElement.resolve(CompactDatePicker.init, label: label, in: context) { control in
            binding.wrappedValue = control.date
        }
        control.datePickerMode = components == .date ? .date : components == .hourAndMinute ? .time : .dateAndTime
        control.minimumDate = range.0
        control.maximumDate = range.1
        if control.date != selection.wrappedValue { control.date = selection.wrappedValue }
        control.tint = context.environment.tintColor
        return [row]
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// A `UIDatePicker` drawn as iOS 17's compact style: the date and the time each in a grey rounded button.
final class CompactDatePicker: UIDatePicker {
    var tint = UIColor.systemBlue
    private let font = UIFont.preferredFont(forTextStyle: .body)

    /// The texts the buttons show: `Jun 14, 2025` and `7:30 PM`, as iOS writes them in English.
    private var parts: [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? calendar.timeZone
        var texts: [String] = []
        if datePickerMode != .time {
            formatter.dateFormat = "MMM d, yyyy"
            texts.append(formatter.string(from: date))
        }
        if datePickerMode != .date {
            formatter.dateFormat = "h:mm a"
            texts.append(formatter.string(from: date))
        }
        return texts
    }

    private func widths() -> [CGFloat] {
        parts.map { ($0 as NSString).size(withAttributes: [.font: font]).width.rounded(.up) + 22 }
    }

    override var intrinsicContentSize: CGSize {
        let widths = widths()
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * 6, height: 34)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func draw(_ rect: CGRect) {
        var x = bounds.width - intrinsicContentSize.width
        for (text, width) in zip(parts, widths()) {
            let pill = CGRect(x: x, y: (bounds.height - 34) / 2, width: width, height: 34)
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: pill, cornerRadius: 8).fill()
            let size = (text as NSString).size(withAttributes: [.font: font])
            (text as NSString).draw(at: CGPoint(x: pill.midX - size.width / 2, y: pill.midY - size.height / 2),
                                    withAttributes: [.font: font, .foregroundColor: UIColor.label])
            x += width + 6
        }
    }
}

/// How a `DatePicker` shows its date: imsim draws iOS 17's compact style for every one, and says so
/// once for the wheels and the calendar (`graphical`).
@MainActor @preconcurrency
public protocol DatePickerStyle {
    var _name: String? { get }
}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var _name: String? { nil } }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var _name: String? { nil } }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var _name: String? { "wheel" } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var _name: String? { "graphical" } }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

extension View {
    /// The style of the date pickers inside: drawn compact here whatever it is (the others are not yet).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        changingElements { _, _ in
            if let name = style._name { NotYetReport.once("datePickerStyle(.\(name))", "is drawn compact") }
        }
    }
}
