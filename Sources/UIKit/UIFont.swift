import Foundation

/// A font: a name and a point size. Nothing is rendered. Immutable, so shareable across threads.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` of a value type.
    /// A font weight, from -1 (ultra light) to 1 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type style; `preferredFont(forTextStyle:)` maps it to its default size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
    }

    public let fontName: String
    public let pointSize: CGFloat

    /// The font named `fontName`; never nil here, since no font files are consulted.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = fontSize
        super.init()
    }

    init(systemName: String, size: CGFloat) {
        self.fontName = systemName
        self.pointSize = size
        super.init()
    }

    open var familyName: String { fontName.split(separator: "-").first.map(String.init) ?? fontName }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemName: ".SFUI-Regular", size: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemName: ".SFUI-" + Self.weightName(weight), size: fontSize)
    }

    /// The name of the system font's face nearest `weight`, as iOS names them (".SFUI-Semibold").
    static func weightName(_ weight: Weight) -> String {
        let faces: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                                         (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
                                         (.black, "Black")]
        return faces.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? "Regular"
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemName: ".SFUI-Bold", size: fontSize)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemName: ".SFUI-Italic", size: fontSize)
    }

    /// The system font for `style` at the device's text size (the default, `.large`).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the text size of `traitCollection` (the default, `.large`,
    /// when it specifies none), from Apple's Dynamic Type table.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                  compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(systemName: style == .headline ? ".SFUI-Semibold" : ".SFUI-Regular",
                      size: DynamicTypeSizes.size(of: style, at: category))
    }

    /// The system font's default size.
    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(systemName: fontName, size: fontSize)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}
