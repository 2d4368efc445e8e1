/// A rectangle in points, y down from the top left of the screen, as `CGRect` travels between processes
/// (IMSimCore has no CoreGraphics of its own).
public struct ScreenRect: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: ContentSize { ContentSize(width: width, height: height) }

    /// `(x, y, width × height)`, to the hundredth of a point, numbers without a needless `.0`.
    public var description: String {
        func number(_ value: Double) -> String {
            let hundredths = (value * 100).rounded() / 100
            return hundredths == hundredths.rounded() && abs(hundredths) < 1e15 ? String(Int(hundredths)) : String(hundredths)
        }
        return "(\(number(x)), \(number(y)), \(number(width))×\(number(height)))"
    }
}

/// Insets in points from each edge, as `UIEdgeInsets` travels between processes.
public struct ScreenInsets: Codable, Equatable, Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = ScreenInsets()
}
