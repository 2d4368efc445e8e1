import Foundation

/// The attributes UIKit's text drawing reads, with UIKit's raw values.
extension NSAttributedString.Key {
    /// A `UIFont`; Helvetica 12 (here the sans-serif face) when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number: extra points after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number: points the baseline is raised.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSUnderlineStyle` raw value as a number.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value as a number.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}

/// How text is underlined or struck through; any non-zero style draws one line here.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// How string drawing and measuring lay text out.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wrap lines within the given width, the rectangle's origin being the first line's top left;
    /// without it the text is one line measured from its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the fonts' leading to line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Recorded only: bounds are always those of the lines' boxes here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits with an ellipsis when text is left out.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What drawing reports back; recorded only, nothing is scaled.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}
