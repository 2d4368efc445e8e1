import Foundation

/// A date picker as a person reads and spins it, in the picker's calendar and time zone:
/// `2025-06-14` for a date, `19:30` for a time, `2025-06-14T19:30` for both, `2025-06` for a
/// year and month, `1:30` (hours and minutes) for a countdown.
extension UIDatePicker {
    /// What the picker shows, in the form above.
    package var displayedValue: String {
        let parts = effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        switch datePickerMode {
        case .date: return day
        case .time: return time
        case .dateAndTime: return day + "T" + time
        case .yearAndMonth: return String(day.prefix(7))
        case .countDownTimer:
            let minutes = Int(countDownDuration) / 60
            return String(format: "%d:%02d", minutes / 60, minutes % 60)
        }
    }

    /// A person spins the wheels to `text`: a date (`2025-06-14`), a time (`19:30`), both
    /// (`2025-06-14T19:30`), a year and month, or a countdown (`1:30`). What the text leaves out
    /// keeps its value. The result must be within the minimum and maximum dates and on the minute
    /// interval. Sends `.valueChanged`. Returns why it could not, or nil.
    package func simulatePick(_ text: String) -> String? {
        guard isEnabled, isUserInteractionEnabled else { return "it is disabled" }
        guard let given = Self.components(of: text) else {
            return "`\(text)` is not a date (2025-06-14), a time (19:30) or both (2025-06-14T19:30)"
        }
        if datePickerMode == .countDownTimer {
            guard given.year == nil, let hours = given.hour, let minutes = given.minute else {
                return "it is a countdown timer: give hours and minutes, like 1:30"
            }
            guard minutes % minuteInterval == 0 else { return "\(text) is not on its \(minuteInterval)-minute interval" }
            countDownDuration = TimeInterval(hours * 3600 + minutes * 60)
            sendActions(for: .valueChanged)
            return nil
        }
        if given.year != nil, datePickerMode == .time { return "it picks only a time: give one, like 19:30" }
        if given.hour != nil, datePickerMode == .date || datePickerMode == .yearAndMonth {
            return "it picks only a date: give one, like 2025-06-14"
        }
        var parts = effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        if let year = given.year { parts.year = year; parts.month = given.month; parts.day = given.day ?? 1 }
        if let hour = given.hour { parts.hour = hour; parts.minute = given.minute; parts.second = 0 }
        if let minute = parts.minute, minute % minuteInterval != 0 {
            return "\(text) is not on its \(minuteInterval)-minute interval"
        }
        guard let picked = effectiveCalendar.date(from: parts),
              effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: picked)
                == DateComponents(year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute)
        else { return "`\(text)` is not a valid date" }
        if let minimumDate, picked < minimumDate { return "\(text) is before its minimum date \(describe(minimumDate))" }
        if let maximumDate, picked > maximumDate { return "\(text) is after its maximum date \(describe(maximumDate))" }
        setDate(picked, animated: true)
        sendActions(for: .valueChanged)
        return nil
    }

    private func describe(_ date: Date) -> String {
        let parts = effectiveCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                      parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The year, month, day, hour and minute `text` gives; nil if it is none of the forms.
    private static func components(of text: String) -> DateComponents? {
        let halves = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        var result = DateComponents()
        var timeText: Substring?
        if halves.count == 2 || text.contains("-") {
            let dateParts = halves[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(dateParts.count), dateParts.allSatisfy({ $0 != nil }) else { return nil }
            result.year = dateParts[0]
            result.month = dateParts[1]
            result.day = dateParts.count == 3 ? dateParts[2] : nil
            timeText = halves.count == 2 ? halves[1] : nil
        } else {
            timeText = halves[0]
        }
        if let timeText {
            let timeParts = timeText.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(timeParts.count), let hour = timeParts[0], let minute = timeParts[1],
                  (0..<60).contains(minute), hour >= 0 else { return nil }
            result.hour = hour
            result.minute = minute
        }
        return result
    }
}
