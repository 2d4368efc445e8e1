extension Duration {
    /// Parses a scenario duration: a decimal number then `ms` or `s` (`500ms`, `2s`, `1.5s`), exactly:
    /// no floating-point rounding, so `0.1s` is 100 ms. Nil for anything else, negatives included.
    public init?(scenarioText text: String) {
        let number: Substring, nanosecondsPerUnit: Int64
        if text.hasSuffix("ms") {
            (number, nanosecondsPerUnit) = (text.dropLast(2), 1_000_000)
        } else if text.hasSuffix("s") {
            (number, nanosecondsPerUnit) = (text.dropLast(1), 1_000_000_000)
        } else {
            return nil
        }
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        guard !whole.isEmpty, whole.count <= 9, whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber),
              parts.count == 1 || !fraction.isEmpty, fraction.allSatisfy(\.isASCII), fraction.allSatisfy(\.isNumber),
              let wholeValue = Int64(whole) else { return nil }
        // Digits finer than a nanosecond are dropped.
        let fractionDigits = nanosecondsPerUnit == 1_000_000 ? 6 : 9
        var fractionValue: Int64 = 0
        let kept = fraction.prefix(fractionDigits)
        for digit in kept + String(repeating: "0", count: fractionDigits - kept.count) {
            fractionValue = fractionValue * 10 + Int64(digit.wholeNumberValue ?? 0)
        }
        self = .nanoseconds(wholeValue * nanosecondsPerUnit + fractionValue)
    }

    /// The shortest scenario text for this duration: `500ms`, `2s`, `1.5s`.
    public var scenarioText: String {
        let nanoseconds = Self.nanoseconds(of: self)
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds < 1_000_000_000, nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        var fraction = String(nanoseconds % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(nanoseconds / 1_000_000_000).\(fraction)s"
    }

    /// For console output: `3 ms` under a second, else `1.25 s`.
    public var consoleText: String {
        let milliseconds = (Double(max(0, Self.nanoseconds(of: self))) / 1_000_000).rounded()
        if milliseconds < 1000 { return "\(Int(milliseconds)) ms" }
        let centiseconds = Int((milliseconds / 10).rounded())
        let hundredths = centiseconds % 100
        return "\(centiseconds / 100).\(hundredths < 10 ? "0" : "")\(hundredths) s"
    }

    /// Seconds with millisecond precision, `0.003`, as JUnit's `time` attributes want.
    var junitSeconds: String {
        let milliseconds = Int((Double(max(0, Self.nanoseconds(of: self))) / 1_000_000).rounded())
        let thousandths = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - thousandths.count) + thousandths
    }

    static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
