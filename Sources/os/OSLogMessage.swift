import Foundation

/// A message for `Logger`: a string literal with interpolations, each of which may say how it is
/// formatted and how private it is (`"\(name, privacy: .public)"`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let interpolation: OSLogInterpolation

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }
}

/// Builds an `OSLogMessage`. Values are rendered at once and shown in full, as the console of a
/// device attached to Xcode shows them: `privacy:` is accepted and recorded nowhere (see
/// docs/DECISIONS.md, "The app's own log").
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    package private(set) var rendered = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        rendered.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
        rendered += literal
    }

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(argumentString())
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(value().description)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(format.render(number()))
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(format.render(number()))
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(format.render(Double(number())))
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(format.render(Double(number())))
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        rendered += format.render(boolean())
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        rendered += align.apply(String(reflecting: value()))
    }
}
