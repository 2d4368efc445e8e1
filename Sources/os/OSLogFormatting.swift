import Foundation

/// How private an interpolated value is. Accepted for source compatibility; values are shown in full.
public struct OSLogPrivacy: Equatable, Sendable {
    public struct Mask: Equatable, Sendable {
        let name: String
        public static let hash = Mask(name: "hash")
        public static let none = Mask(name: "none")
    }

    let name: String
    let mask: Mask

    public static let `public` = OSLogPrivacy(name: "public", mask: .none)
    public static let `private` = OSLogPrivacy(name: "private", mask: .none)
    public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)
    public static let auto = OSLogPrivacy(name: "auto", mask: .none)

    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
}

/// Padding of an interpolated value to a number of columns.
public struct OSLogStringAlignment: Sendable {
    enum Side: Sendable { case left, right }
    let side: Side?
    let columns: Int

    public static let none = OSLogStringAlignment(side: nil, columns: 0)

    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .left, columns: columns())
    }

    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .right, columns: columns())
    }

    func apply(_ text: String) -> String {
        guard let side, text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return side == .left ? text + padding : padding + text
    }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = Self(radix: 10, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    public static let hex = Self(radix: 16, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)
    public static let octal = Self(radix: 8, explicitPositiveSign: false, includePrefix: false, uppercase: false, minDigits: 0)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> Self {
        Self(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }

    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> Self {
        Self(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
             minDigits: minDigits())
    }

    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> Self {
        Self(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
             minDigits: minDigits())
    }

    func render<T: BinaryInteger>(_ number: T) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0" : "") + digits }
        let sign = number < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    enum Style: Sendable { case fixed, exponential, hybrid, hex }
    let style: Style
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static let fixed = Self(style: .fixed, precision: nil, explicitPositiveSign: false, uppercase: false)
    public static let exponential = Self(style: .exponential, precision: nil, explicitPositiveSign: false, uppercase: false)
    public static let hybrid = Self(style: .hybrid, precision: nil, explicitPositiveSign: false, uppercase: false)
    public static let hex = Self(style: .hex, precision: nil, explicitPositiveSign: false, uppercase: false)

    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> Self {
        Self(style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> Self {
        Self(style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self {
        Self(style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// printf's `%f`, `%e`, `%g` or `%a`, with the precision given.
    func render(_ number: Double) -> String {
        let conversion: String = switch style {
        case .fixed: "f"
        case .exponential: "e"
        case .hybrid: "g"
        case .hex: "a"
        }
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "")
            + (uppercase ? conversion.uppercased() : conversion)
        return String(format: format, number)
    }
}

/// How an interpolated Boolean is written: `true`/`false` or `YES`/`NO`.
public struct OSLogBoolFormat: Sendable {
    let words: (yes: String, no: String)

    public static let truth = OSLogBoolFormat(words: ("true", "false"))
    public static let answer = OSLogBoolFormat(words: ("YES", "NO"))

    func render(_ value: Bool) -> String { value ? words.yes : words.no }
}
