import Foundation

/// A colour in a colour space: RGB (red, green, blue, alpha) or gray (white, alpha), components
/// from 0 to 1. Immutable, so shareable across threads, like CoreGraphics' colours.
public final class CGColor: @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of an immutable value or class.
    /// The components, the colour space's then alpha.
    public let components: [CGFloat]?
    public let colorSpace: CGColorSpace?

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        colorSpace = CGColorSpaceCreateDeviceRGB()
    }

    /// A gray: 0 is black, 1 white.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        colorSpace = CGColorSpaceCreateDeviceGray()
    }

    /// A colour in `space` from its components followed by alpha; nil if their number is wrong.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.components = Array(UnsafeBufferPointer(start: components, count: count))
        colorSpace = space
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let rgb = rgbComponents
        return CGColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The colour as red, green, blue and alpha, whatever its space.
    var rgbComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 0, 0, 1]
        if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
        let gray = values.first ?? 0
        return (gray, gray, gray, values.count > 1 ? values[1] : 1)
    }
}

extension CGColor: Equatable {
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgbComponents == rhs.rgbComponents
    }
}

/// How colours are described: RGB or gray. Only device RGB and gray exist here (both treated as sRGB).
public final class CGColorSpace: @unchecked Sendable {
    // @unchecked Sendable: immutable (a `let` of a value type).
    /// The colours' components without alpha: 3 for RGB, 1 for gray.
    public let numberOfComponents: Int

    init(numberOfComponents: Int) {
        self.numberOfComponents = numberOfComponents
    }

    fileprivate static let rgb = CGColorSpace(numberOfComponents: 3)
    fileprivate static let gray = CGColorSpace(numberOfComponents: 1)
}

/// The RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .rgb }

/// The gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .gray }

/// CoreFoundation's array, as Swift code passes one to CoreGraphics: `[colors] as CFArray`.
public typealias CFArray = NSArray
