import Foundation

/// Scales custom fonts and values the way a text style scales with Dynamic Type: by the ratio of
/// the style's size at the text size in use to its size at the default (`.large`). Immutable.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // @unchecked Sendable: the only stored property is a `let` of a value type.
    private let textStyle: UIFont.TextStyle

    /// The metrics of `.body`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the device's text size (the default, so unchanged).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// As `scaledFont(for:compatibleWith:)`, no larger than `maximumPointSize` (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
    }

    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let ratio = DynamicTypeSizes.size(of: textStyle, at: category) / DynamicTypeSizes.size(of: textStyle, at: .large)
        return value * ratio
    }
}
