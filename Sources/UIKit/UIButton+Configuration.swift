import Foundation

/// Button configurations (iOS 15): the look and content of a button in one value. Kept, not drawn:
/// a configured button shows `configuration.title` as its title to the screen reader and to taps.
extension UIButton {
    /// What a configured button shows and how; styles differ only in their background and colours.
    public struct Configuration: Hashable, @unchecked Sendable {
        // @unchecked Sendable: the only reference types held are UIColor and UIImage, both immutable.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

        /// The style the configuration was made with (`filled`, `tinted`, ...), for describing it.
        package private(set) var styleName: String
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// The background colour the style starts from; nil: the style's own (the tint for filled).
        public var baseBackgroundColor: UIColor?
        /// The title and image colour the style starts from; nil: the style's own.
        public var baseForegroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var macIdiomStyle = MacIdiomStyle.automatic
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var showsActivityIndicator = false
        public var automaticallyUpdateForSelection = true

        private init(style: String, background: UIColor?, foreground: UIColor?) {
            styleName = style
            baseBackgroundColor = background
            baseForegroundColor = foreground
        }

        /// No background; tinted title.
        public static func plain() -> Configuration { Configuration(style: "plain", background: nil, foreground: nil) }
        /// A light tinted background; tinted title.
        public static func tinted() -> Configuration { Configuration(style: "tinted", background: nil, foreground: nil) }
        /// A grey background; tinted title.
        public static func gray() -> Configuration { Configuration(style: "gray", background: .systemGray, foreground: nil) }
        /// A background in the tint colour; white title.
        public static func filled() -> Configuration { Configuration(style: "filled", background: nil, foreground: .white) }
        public static func borderless() -> Configuration { Configuration(style: "borderless", background: nil, foreground: nil) }
        public static func bordered() -> Configuration { Configuration(style: "bordered", background: .systemGray, foreground: nil) }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted", background: nil, foreground: nil) }
        public static func borderedProminent() -> Configuration {
            Configuration(style: "borderedProminent", background: nil, foreground: .white)
        }

        /// The configuration for `button`'s current state; nothing changes by state here.
        public func updated(for button: UIButton) -> Configuration { self }

        /// The title as a person reads it: `title`, else the attributed title's characters.
        var readableTitle: String? {
            title ?? attributedTitle.map { String($0.characters) }
        }

        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs.styleName == rhs.styleName && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
                && lhs.attributedTitle == rhs.attributedTitle && lhs.image == rhs.image
                && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.baseForegroundColor == rhs.baseForegroundColor
                && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
                && lhs.contentInsets == rhs.contentInsets && lhs.imagePlacement == rhs.imagePlacement
                && lhs.imagePadding == rhs.imagePadding && lhs.showsActivityIndicator == rhs.showsActivityIndicator
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(styleName)
            hasher.combine(title)
            hasher.combine(subtitle)
        }
    }

    /// A system button with `configuration` that runs `primaryAction` when tapped; the action's
    /// title and image fill a configuration that has none.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        var configuration = configuration
        if configuration.title == nil, let title = primaryAction?.title, !title.isEmpty { configuration.title = title }
        if configuration.image == nil, let image = primaryAction?.image { configuration.image = image }
        self.configuration = configuration
    }
}
