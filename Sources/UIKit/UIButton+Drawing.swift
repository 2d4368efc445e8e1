import Foundation

/// How a button draws itself when its layer is rendered: a configuration's background (filled,
/// tinted, gray), then its image and title placed by the content alignments and edge insets, in the
/// title colour, grey when disabled.
extension UIButton {
    func drawContent(in rect: CGRect) {
        currentBackgroundImage?.draw(in: bounds)
        drawConfigurationBackground()
        // A title label or image view the app asked for is a subview and draws itself.
        let title = madeTitleLabel == nil ? (currentTitle ?? "") : ""
        let image = madeImageView == nil ? currentImage : nil
        guard !title.isEmpty || image != nil else { return }
        let color = isEnabled ? foregroundColor : UIColor.systemGray
        let text = PlainText(title, attributes: [.font: titleFont, .foregroundColor: color])
        let layout = contentLayout(titleSize: title.isEmpty ? .zero : text.textSize)
        // A symbol (or template image) is drawn in the title's colour, as UIKit tints it.
        if let image { image.draw(in: layout.imageRect, alpha: 1, tint: image.isTemplate ? image.tint ?? color : nil) }
        if !title.isEmpty { text.drawText(at: layout.titleRect.origin) }
    }

    /// The title's font: a configured button's is 17 points, others' their label's or 15.
    var titleFont: UIFont {
        configuration == nil ? (madeTitleLabel?.font ?? UIFont.systemFont(ofSize: 15)) : UIFont.systemFont(ofSize: 17)
    }

    /// Where the image and a title of `titleSize` go.
    func contentLayout(titleSize: CGSize) -> ButtonContentLayout {
        let plain = configuration == nil
        return ButtonContentLayout(bounds: bounds, contentInsets: plain ? contentEdgeInsets : .zero,
                                   horizontal: effectiveContentHorizontalAlignment, vertical: contentVerticalAlignment,
                                   imageSize: currentImage?.size ?? .zero, titleSize: titleSize,
                                   imageInsets: plain ? imageEdgeInsets : .zero, titleInsets: plain ? titleEdgeInsets : .zero)
    }

    /// The title's colour: the configuration's foreground, else the colour set for the state.
    private var foregroundColor: UIColor {
        guard let configuration else { return currentTitleColor }
        if let color = configuration.baseForegroundColor { return color }
        return configuration.styleName == "filled" || configuration.styleName == "borderedProminent" ? .white : (tintColor ?? .systemBlue)
    }

    private func drawConfigurationBackground() {
        guard let configuration else { return }
        let fill: UIColor?
        switch configuration.styleName {
        case "filled", "borderedProminent": fill = configuration.baseBackgroundColor ?? tintColor
        case "tinted", "borderedTinted": fill = (configuration.baseBackgroundColor ?? tintColor)?.withAlphaComponent(0.15)
        case "gray", "bordered": fill = (configuration.baseBackgroundColor ?? .systemGray).withAlphaComponent(0.15)
        default: fill = configuration.baseBackgroundColor
        }
        guard let fill else { return }
        let radius: CGFloat = configuration.cornerStyle == .capsule ? bounds.height / 2 : 8
        fill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: radius).fill()
    }
}
