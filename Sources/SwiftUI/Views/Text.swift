import UIKit

/// A string written into a view, with `\(...)` interpolations, as `Text("...")` takes it.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let string: String

    public init(_ value: String) { string = value }
    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ value: String) { output += value }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(value)
        }
    }
}

/// Text on the screen, in the environment's font and foreground colour unless it sets its own.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    struct Run: Equatable {
        static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.string == rhs.string && lhs.font == rhs.font && lhs.weight == rhs.weight && lhs.italic == rhs.italic
                && lhs.color == rhs.color && (lhs.style == nil) == (rhs.style == nil) && lhs.strikethrough == rhs.strikethrough
                && lhs.underline == rhs.underline
        }

        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: UIColor?
        /// A style resolved in the environment when drawn (`.secondary`, `.tint`).
        var style: (any ShapeStyle)?
        var strikethrough = false
        var underline = false
    }

    var runs: [Run]

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.string)]
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        runs = [Run(string: format.format(input))]
    }

    /// How `Text(date, style:)` writes a date, in English.
    public enum DateStyle: Sendable {
        case date, time, relative, offset, timer
    }

    /// A date written as iOS writes it in English: `June 14, 2025`, `7:30 PM`, `5 minutes ago`
    /// (relative to when the view is updated: imsim does not update it as time passes).
    public init(_ date: Date, style: DateStyle) {
        let string: String
        switch style {
        case .date, .time:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = style == .date ? "MMMM d, yyyy" : "h:mm a"
            string = formatter.string(from: date)
        case .relative, .offset, .timer:
            string = Self.relative(date.timeIntervalSinceNow)
        }
        runs = [Run(string: string)]
    }

    var string: String { runs.map(\.string).joined() }

    /// `5 minutes ago`, `in 2 hours`: the largest whole unit, in English.
    private static func relative(_ interval: TimeInterval) -> String {
        let seconds = Int(abs(interval).rounded())
        let units: [(String, Int)] = [("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        let (name, size) = units.first { seconds >= $0.1 } ?? ("second", 1)
        let count = max(seconds / size, seconds == 0 ? 0 : 1)
        let phrase = "\(count) \(name)\(count == 1 ? "" : "s")"
        return interval < 0 ? phrase + " ago" : "in " + phrase
    }

    private func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    public func font(_ font: Font?) -> Text { changingRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { changingRuns { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { changingRuns { $0.italic = true } }
    public func foregroundColor(_ color: Color?) -> Text { changingRuns { $0.color = color?.uiColor } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        changingRuns { $0.style = style }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { changingRuns { $0.strikethrough = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { changingRuns { $0.underline = isActive } }
    public func monospacedDigit() -> Text { self }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    init(runs: [Run]) { self.runs = runs }

    private func firstFont(base: Font) -> Font {
        guard let run = runs.first else { return base }
        var font = run.font ?? base
        if let weight = run.weight { font = font.weight(weight) }
        if run.italic { font = font.italic() }
        return font
    }

    /// Upper or lower case, as `.textCase(_:)` asks of the texts inside.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    func resolve(in context: ResolveContext) -> [Element] {
        let environment = context.environment
        let element = context.element { TextElement() }
        let base = environment.resolvedFont
        let baseColor = environment.resolvedForeground
        let attributed = NSMutableAttributedString(string: "")
        for run in runs {
            var font = run.font ?? base
            if let weight = run.weight { font = font.weight(weight) }
            if run.italic { font = font.italic() }
            let color = run.style.map { $0.resolvedColor(in: environment) } ?? run.color ?? baseColor
            var attributes: [NSAttributedString.Key: Any] = [.font: font.uiFont, .foregroundColor: color]
            if run.strikethrough { attributes[.strikethroughStyle] = 1 }
            if run.underline { attributes[.underlineStyle] = 1 }
            let shown = switch environment.textCase {
            case .uppercase?: run.string.uppercased()
            case .lowercase?: run.string.lowercased()
            case nil: run.string
            }
            attributed.append(NSAttributedString(string: shown, attributes: attributes))
        }
        let firstColor = runs.first?.style.map { $0.resolvedColor(in: environment) } ?? runs.first?.color ?? baseColor
        element.update(text: attributed, font: firstFont(base: base).uiFont, color: firstColor,
                       lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment.nsTextAlignment,
                       truncation: environment.truncationMode)
        return [element]
    }
}

extension Text {
    /// Where a text too long for its lines is cut, with an ellipsis.
    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }
}
