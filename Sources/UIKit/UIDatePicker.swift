import Foundation

/// How a date picker is drawn.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels, compact, inline
}

/// A control for picking a date, a time, both, or a countdown duration. Setting `date` sends no
/// event; a person's pick (`simulatePick(_:)`) sends `.valueChanged`. Main actor only.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The compact style's button: about 34 points tall, as wide as layout makes it; the wheels' five
    /// rows (216 points, as iOS's wheels are tall).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: datePickerStyle == .wheels ? 216 : 34.33)
    }

    /// Drawn as iOS 17 draws its style (UIDatePicker+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        drawPicker(in: rect)
    }

    public enum Mode: Int, Sendable {
        case time = 0, date, dateAndTime, countDownTimer, yearAndMonth
    }

    private var storedDate = Date() {
        didSet { if storedDate != oldValue { Appearance.changed() } }
    }

    /// `.dateAndTime` by default.
    open var datePickerMode = Mode.dateAndTime {
        didSet {
            Appearance.changed()
            invalidateIntrinsicContentSize()
        }
    }
    /// `.automatic` by default: compact for dates and times, wheels for a countdown (iOS 14 and later).
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var locale: Locale?
    /// The current calendar by default; setting nil restores it.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set { storedCalendar = newValue }
    }
    private var storedCalendar: Calendar?
    /// Nil (the default) means the current time zone.
    open var timeZone: TimeZone?
    open var minimumDate: Date? {
        didSet { storedDate = clamped(storedDate) }
    }
    open var maximumDate: Date? {
        didSet { storedDate = clamped(storedDate) }
    }
    /// The step of the minute wheel, a divisor of 60; 1 by default.
    open var minuteInterval = 1
    open var roundsToMinuteInterval = true
    /// Seconds, for `.countDownTimer`; 0 by default.
    open var countDownDuration: TimeInterval = 0

    /// The style in use: `preferredDatePickerStyle`, with `.automatic` resolved.
    open var datePickerStyle: UIDatePickerStyle {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

    /// The date shown: the moment the picker was made, until set. Kept within
    /// `minimumDate...maximumDate`.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }

    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// The calendar in the picker's time zone: how it reads and writes dates.
    package var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        calendar.timeZone = timeZone ?? TimeZone.current
        return calendar
    }
}
