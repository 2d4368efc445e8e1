import Foundation

/// How much longer every timeout of imsim (and of its tests) is on a slow machine:
/// `IMSIM_TIMEOUT_SCALE=3` triples each. A positive number; anything else counts as 1. Messages
/// quote a timeout as written (`within: 5s`), not scaled. Read once per process; use from anywhere.
public enum TimeoutScale {
    public static let variable = "IMSIM_TIMEOUT_SCALE"

    /// The process's factor, from its environment (children inherit it).
    public static let factor: Double = parse(getenv(variable).map { String(cString: $0) })

    /// The factor `text` gives: a positive finite number, else 1.
    public static func parse(_ text: String?) -> Double {
        guard let text, let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else { return 1 }
        return value
    }

    /// `milliseconds` scaled by `factor` (at least 1 ms when it was not 0).
    public static func milliseconds(_ milliseconds: UInt64, factor: Double = factor) -> UInt64 {
        guard milliseconds > 0 else { return 0 }
        // A year at most: libuv's timers take any UInt64, but a product this large is a typo.
        return max(1, UInt64(min(Double(milliseconds) * factor, 365 * 86_400_000)))
    }

    /// `duration` scaled by `factor`, in whole milliseconds.
    public static func milliseconds(_ duration: Duration, factor: Double = factor) -> UInt64 {
        milliseconds(duration.wholeMilliseconds, factor: factor)
    }

    /// `seconds` scaled by `factor`.
    public static func seconds(_ seconds: Double, factor: Double = factor) -> Double { seconds * factor }
}
