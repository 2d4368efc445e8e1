import UIKit

/// A font as SwiftUI names them: a text style (`.body`, `.headline`, ...) or a system font of a
/// size, with a weight, italics or monospacing; drawn with the UIKit font of the same metrics.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
    }

    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle, extraLargeTitle2

        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle, .extraLargeTitle, .extraLargeTitle2: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    public struct Weight: Hashable, Sendable {
        let uiWeight: UIFont.Weight
        public static let ultraLight = Weight(uiWeight: .ultraLight)
        public static let thin = Weight(uiWeight: .thin)
        public static let light = Weight(uiWeight: .light)
        public static let regular = Weight(uiWeight: .regular)
        public static let medium = Weight(uiWeight: .medium)
        public static let semibold = Weight(uiWeight: .semibold)
        public static let bold = Weight(uiWeight: .bold)
        public static let heavy = Weight(uiWeight: .heavy)
        public static let black = Weight(uiWeight: .black)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    let base: Base
    var weight: Weight?
    var design: Design = .default
    var isItalic = false

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design ?? .default)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design ?? .default)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }

    public func weight(_ weight: Weight) -> Font { var font = self; font.weight = weight; return font }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var font = self; font.isItalic = true; return font }
    public func monospaced() -> Font { var font = self; font.design = .monospaced; return font }
    public func monospacedDigit() -> Font { self }

    /// The UIKit font drawn for this one.
    var uiFont: UIFont {
        let size: CGFloat
        var styleWeight = UIFont.Weight.regular
        switch base {
        case let .style(style):
            size = UIFont.preferredFont(forTextStyle: style.uiTextStyle).pointSize
            if style == .headline { styleWeight = .semibold }
        case let .size(points):
            size = points
        }
        if design == .monospaced, let mono = UIFont(name: "Menlo-Regular", size: size) { return mono }
        if isItalic { return .italicSystemFont(ofSize: size) }
        return .systemFont(ofSize: size, weight: weight?.uiWeight ?? styleWeight)
    }
}
