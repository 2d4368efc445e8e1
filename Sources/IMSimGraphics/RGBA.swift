/// A colour as red, green, blue and alpha components from 0 to 1, not premultiplied.
/// A value type, so shareable across threads.
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from its components; values outside 0...1 are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = RGBA(white: 0)
    public static let white = RGBA(white: 1)
    public static let clear = RGBA(white: 0, alpha: 0)
    public static let red = RGBA(red: 1, green: 0, blue: 0)
    public static let green = RGBA(red: 0, green: 1, blue: 0)
    public static let blue = RGBA(red: 0, green: 0, blue: 1)

    /// True if every component is within `tolerance` of `other`'s: pixels read back are
    /// quantised to 1/255, so exact equality is rarely what a test wants.
    public func isClose(to other: RGBA, tolerance: Double = 2.0 / 255) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    public var description: String {
        func format(_ value: Double) -> String {
            String(Int((value * 255).rounded()))
        }
        return "RGBA(\(format(red)), \(format(green)), \(format(blue)), \(format(alpha)) / 255)"
    }
}
