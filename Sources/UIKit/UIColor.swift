import Foundation

/// A color, stored as RGBA components between 0 and 1. Immutable, so shareable across threads.
open class UIColor: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of a value type.
    /// The components, in the sRGB space.
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// A colour set of the app's asset catalogs, in its light appearance; nil when there is none.
    public convenience init?(named name: String) {
        guard let color = AppResources.color(named: name) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A gray: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components through the pointers given, as UIKit does; returns true.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    // MARK: Fixed colors

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

    // MARK: System colors (their light-mode values)

    open class var systemBackground: UIColor { .white }
    open class var secondarySystemBackground: UIColor { UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6) }
    open class var tertiaryLabel: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3) }
    open class var quaternaryLabel: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.18) }
    open class var systemGroupedBackground: UIColor { UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
    open class var secondarySystemGroupedBackground: UIColor { .white }
    open class var systemFill: UIColor { UIColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2) }
    open class var secondarySystemFill: UIColor { UIColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16) }
    open class var tertiarySystemFill: UIColor { UIColor(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12) }
    open class var placeholderText: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3) }
    open class var separator: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) }
    open class var systemGreen: UIColor { UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1) }
    open class var systemOrange: UIColor { UIColor(red: 1, green: 0.584, blue: 0, alpha: 1) }
    open class var systemPink: UIColor { UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1) }
    open class var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
    open class var systemGray: UIColor { UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1) }
    open class var systemGray2: UIColor { UIColor(red: 0.682, green: 0.682, blue: 0.698, alpha: 1) }
    open class var systemGray3: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
    open class var systemGray4: UIColor { UIColor(red: 0.82, green: 0.82, blue: 0.839, alpha: 1) }
    open class var systemGray5: UIColor { UIColor(red: 0.898, green: 0.898, blue: 0.918, alpha: 1) }
    open class var systemGray6: UIColor { UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
    open class var systemPurple: UIColor { UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1) }
    open class var systemIndigo: UIColor { UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1) }
    open class var systemTeal: UIColor { UIColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1) }
    open class var systemMint: UIColor { UIColor(red: 0, green: 0.78, blue: 0.745, alpha: 1) }
    open class var systemCyan: UIColor { UIColor(red: 0.196, green: 0.678, blue: 0.902, alpha: 1) }
    open class var systemBrown: UIColor { UIColor(red: 0.635, green: 0.518, blue: 0.369, alpha: 1) }
    open class var tintColor: UIColor { .systemBlue }
}
