import Foundation

/// A date picker drawn as iOS 17 draws it, in English: the compact style as a grey rounded button for
/// the date and one for the time (`Jun 14, 2025`, `7:30 PM`), at the trailing edge, centred
/// vertically; the wheels style as its columns (`Sat Jun 14`, `7`, `30`, `PM`) with the chosen row in a
/// grey band across the middle and two rows above and below it fading. The inline style (a month's
/// calendar) is drawn as the compact one.
extension UIDatePicker {
    static let pickerFont = UIFont.systemFont(ofSize: 17)
    static let wheelRowHeight: CGFloat = 32

    private func formatted(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? effectiveCalendar.timeZone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// The compact style's buttons: the date's and the time's, as the mode shows them.
    var compactParts: [String] {
        if datePickerMode == .countDownTimer { return [countDownText] }
        var texts: [String] = []
        if datePickerMode != .time { texts.append(formatted(date, datePickerMode == .yearAndMonth ? "MMMM yyyy" : "MMM d, yyyy")) }
        if datePickerMode == .time || datePickerMode == .dateAndTime { texts.append(formatted(date, "h:mm a")) }
        return texts
    }

    /// Whole minutes of the countdown (0 for a duration that is not a finite number).
    private var countDownMinutes: Int {
        countDownDuration.isFinite ? max(0, Int(countDownDuration) / 60) : 0
    }

    private static func hours(_ count: Int) -> String { count == 1 ? "1 hour" : "\(count) hours" }

    private var countDownText: String {
        "\(Self.hours(countDownMinutes / 60)) \(countDownMinutes % 60) min"
    }

    /// Each wheel's texts, from two rows above the chosen one to two below (the chosen in the middle).
    private var wheels: [[String]] {
        let calendar = effectiveCalendar
        func around(_ component: Calendar.Component, step: Int = 1, _ format: String) -> [String] {
            (-2...2).map { offset in
                formatted(calendar.date(byAdding: component, value: offset * step, to: date) ?? date, format)
            }
        }
        switch datePickerMode {
        case .time: return [around(.hour, "h"), around(.minute, step: max(1, minuteInterval), "mm"), ["", "", formatted(date, "a"), "", ""]]
        case .date: return [around(.month, "MMMM"), around(.day, "d"), around(.year, "yyyy")]
        case .yearAndMonth: return [around(.month, "MMMM"), around(.year, "yyyy")]
        case .dateAndTime:
            return [around(.day, "EEE MMM d"), around(.hour, "h"), around(.minute, step: max(1, minuteInterval), "mm"), ["", "", formatted(date, "a"), "", ""]]
        case .countDownTimer:
            let minutes = countDownMinutes
            // Wheels end at 0 hours: nothing above it.
            return [(-2...2).map { minutes / 60 + $0 >= 0 ? Self.hours(minutes / 60 + $0) : "" },
                    (-2...2).map { "\((minutes % 60 + $0 + 60) % 60) min" }]
        }
    }

    func drawPicker(in rect: CGRect) {
        datePickerStyle == .wheels ? drawWheels() : drawCompact()
    }

    private func drawCompact() {
        let font = Self.pickerFont
        let widths = compactParts.map { ($0 as NSString).size(withAttributes: [.font: font]).width.rounded(.up) + 22 }
        var x = max(0, bounds.width - widths.reduce(0, +) - CGFloat(max(0, widths.count - 1)) * 6)
        for (text, width) in zip(compactParts, widths) {
            let pill = CGRect(x: x, y: (bounds.height - 34) / 2, width: width, height: 34)
            drawingColor(.tertiarySystemFill).setFill()
            UIBezierPath(roundedRect: pill, cornerRadius: 8).fill()
            let size = (text as NSString).size(withAttributes: [.font: font])
            (text as NSString).draw(at: CGPoint(x: pill.midX - size.width / 2, y: pill.midY - size.height / 2),
                                    withAttributes: [.font: font, .foregroundColor: drawingColor(.label)])
            x += width + 6
        }
    }

    private func drawWheels() {
        let font = Self.pickerFont, row = Self.wheelRowHeight
        let middle = bounds.midY
        drawingColor(.tertiarySystemFill).setFill()
        UIBezierPath(roundedRect: CGRect(x: 8, y: middle - row / 2, width: max(0, bounds.width - 16), height: row), cornerRadius: 8).fill()
        let columns = wheels
        let widths = columns.map { column in
            column.map { ($0 as NSString).size(withAttributes: [.font: font]).width }.max() ?? 0
        }
        let gap: CGFloat = 20
        var x = max(8, (bounds.width - widths.reduce(0, +) - gap * CGFloat(max(0, widths.count - 1))) / 2)
        for (column, width) in zip(columns, widths) {
            for (index, text) in column.enumerated() where !text.isEmpty {
                let distance = abs(index - 2)
                let y = middle + CGFloat(index - 2) * row
                guard y - row / 2 >= bounds.minY, y + row / 2 <= bounds.maxY else { continue }
                let color = distance == 0 ? UIColor.label : UIColor.label.withAlphaComponent(distance == 1 ? 0.45 : 0.2)
                let size = (text as NSString).size(withAttributes: [.font: font])
                (text as NSString).draw(at: CGPoint(x: x + width - size.width, y: y - size.height / 2),
                                        withAttributes: [.font: font, .foregroundColor: drawingColor(color)])
            }
            x += width + gap
        }
    }
}
