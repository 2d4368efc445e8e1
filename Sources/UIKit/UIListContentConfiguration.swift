import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text (iOS 14).
/// Its view, `UIListContentView`, shows them in labels and an image view, laid out with its margins
/// and paddings.
public struct UIListContentConfiguration: Hashable {
    /// How a text is shown.
    public struct TextProperties: Hashable {
        public enum TextAlignment: Int, Hashable, Sendable { case natural = 0, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment = TextAlignment.natural
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// 0: as many lines as needed.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// How the image is shown; recorded only.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(prefersSideBySide: Bool = false) {
        prefersSideBySideTextAndSecondaryText = prefersSideBySide
    }

    /// A cell's: the text with the secondary text under it.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The secondary text beside the text.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(prefersSideBySide: true) }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The text shown: `attributedText`'s characters, else `text`.
    var shownText: String? { attributedText?.string ?? text }
    var shownSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }
}

extension UIListContentConfiguration: UIContentConfiguration {
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: colours for states are not drawn here.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// Shows a `UIListContentConfiguration` as iOS lays one out: inside the configuration's margins, the
/// image at the leading edge, centred vertically, then the text with the secondary text under it (or
/// beside it, at the trailing edge, for `valueCell()`), centred vertically; labels and the image are
/// hidden when they have nothing to show. Laid out with constraints, so a self-sizing cell takes the
/// height of its texts. Main actor only.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    /// Where the shown texts are, together: centred vertically inside the margins.
    private let texts = UILayoutGuide()
    private var listConfiguration: UIListContentConfiguration
    /// The constraints that depend on the configuration, replaced when it changes.
    private var placement: [NSLayoutConstraint] = []

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        build()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        build()
    }

    private func build() {
        for view in [imageView, textLabel, secondaryTextLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        addLayoutGuide(texts)
        // The image keeps its size unless its maximum or reserved size says otherwise (scaled to fit);
        // the texts take the rest of the width.
        imageView.contentMode = .scaleAspectFit
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            imageView.setContentHuggingPriority(UILayoutPriority(999), for: axis)
            imageView.setContentCompressionResistancePriority(UILayoutPriority(999), for: axis)
        }
        textLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        secondaryTextLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        show(listConfiguration)
    }

    /// Setting a configuration that is not a `UIListContentConfiguration` is a programming error.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView shows only UIListContentConfiguration, not \(type(of: newValue))")
            }
            listConfiguration = configuration
            show(configuration)
        }
    }

    /// The configuration, typed.
    open var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set { configuration = newValue }
    }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func show(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor ?? tintColor
        imageView.isHidden = configuration.image == nil
        style(textLabel, configuration.shownText, configuration.textProperties)
        style(secondaryTextLabel, configuration.shownSecondaryText, configuration.secondaryTextProperties)
        if configuration.prefersSideBySideTextAndSecondaryText && secondaryTextLabel.textAlignment == .natural {
            secondaryTextLabel.textAlignment = .right
        }
        place(configuration)
    }

    private func place(_ configuration: UIListContentConfiguration) {
        NSLayoutConstraint.deactivate(placement)
        let margins = configuration.directionalLayoutMargins
        let hasText = configuration.shownText != nil, hasSecondary = configuration.shownSecondaryText != nil
        // Inside the margins unless the cell is made shorter than its content (a fixed row height):
        // then the content overflows, as on iOS, rather than break a required constraint.
        func insideMargins(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
            constraint.priority = UILayoutPriority(999)
            return constraint
        }
        var constraints = [
            texts.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margins.trailing),
            texts.centerYAnchor.constraint(equalTo: centerYAnchor, constant: (margins.top - margins.bottom) / 2),
            insideMargins(texts.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top)),
            insideMargins(texts.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom)),
        ]
        if let image = configuration.image {
            let properties = configuration.imageProperties
            constraints += [
                imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading),
                imageView.centerYAnchor.constraint(equalTo: texts.centerYAnchor),
                insideMargins(imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top)),
                insideMargins(imageView.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom)),
                texts.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: configuration.imageToTextPadding),
            ]
            let maximum = properties.maximumSize
            if maximum.width > 0 { constraints.append(imageView.widthAnchor.constraint(lessThanOrEqualToConstant: maximum.width)) }
            if maximum.height > 0 { constraints.append(imageView.heightAnchor.constraint(lessThanOrEqualToConstant: maximum.height)) }
            if properties.reservedLayoutSize.width > image.size.width {
                constraints.append(imageView.widthAnchor.constraint(greaterThanOrEqualToConstant: properties.reservedLayoutSize.width))
            }
        } else {
            constraints.append(texts.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading))
        }
        // Each shown label spans the texts' width (side by side: the text its leading part, the
        // secondary text its trailing part); the first sets the top, the last the bottom.
        let shown = [hasText ? textLabel : nil, hasSecondary ? secondaryTextLabel : nil].compactMap { $0 }
        if configuration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
            constraints += [
                textLabel.leadingAnchor.constraint(equalTo: texts.leadingAnchor),
                secondaryTextLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textLabel.trailingAnchor,
                                                            constant: configuration.textToSecondaryTextHorizontalPadding),
                secondaryTextLabel.trailingAnchor.constraint(equalTo: texts.trailingAnchor),
                textLabel.topAnchor.constraint(greaterThanOrEqualTo: texts.topAnchor),
                secondaryTextLabel.topAnchor.constraint(greaterThanOrEqualTo: texts.topAnchor),
                textLabel.bottomAnchor.constraint(lessThanOrEqualTo: texts.bottomAnchor),
                secondaryTextLabel.bottomAnchor.constraint(lessThanOrEqualTo: texts.bottomAnchor),
                textLabel.centerYAnchor.constraint(equalTo: texts.centerYAnchor),
                secondaryTextLabel.centerYAnchor.constraint(equalTo: texts.centerYAnchor),
            ]
            let hug = texts.heightAnchor.constraint(equalToConstant: 0)
            hug.priority = .defaultLow
            constraints.append(hug)
        } else if let first = shown.first, let last = shown.last {
            constraints += shown.flatMap { label in
                [label.leadingAnchor.constraint(equalTo: texts.leadingAnchor),
                 label.trailingAnchor.constraint(equalTo: texts.trailingAnchor)]
            }
            constraints += [first.topAnchor.constraint(equalTo: texts.topAnchor), last.bottomAnchor.constraint(equalTo: texts.bottomAnchor)]
            if shown.count == 2 {
                constraints.append(last.topAnchor.constraint(equalTo: first.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding))
            }
        } else {
            constraints.append(texts.heightAnchor.constraint(equalToConstant: 0))
        }
        placement = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text == nil
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
    }
}
