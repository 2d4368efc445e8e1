import Foundation

/// How a button draws itself when its layer is rendered: a configuration's background (filled,
/// tinted, gray), then its image and title centred, in the title colour, grey when disabled.
extension UIButton {
    func drawContent(in rect: CGRect) {
        currentBackgroundImage?.draw(in: bounds)
        drawConfigurationBackground()
        // A title label the app asked for is a subview and draws itself.
        let title = madeTitleLabel == nil ? (currentTitle ?? "") : ""
        let image = currentImage
        guard !title.isEmpty || image != nil else { return }
        let font = configuration == nil ? (madeTitleLabel?.font ?? UIFont.systemFont(ofSize: 15)) : UIFont.systemFont(ofSize: 17)
        let color = isEnabled ? foregroundColor : UIColor.systemGray
        let text = PlainText(title, attributes: [.font: font, .foregroundColor: color])
        let textSize = title.isEmpty ? CGSize.zero : text.textSize
        let imageSize = image?.size ?? .zero
        let gap: CGFloat = image != nil && !title.isEmpty ? 4 : 0
        let width = imageSize.width + gap + textSize.width
        var x = bounds.midX - width / 2
        if let image {
            image.draw(in: CGRect(x: x, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height))
            x += imageSize.width + gap
        }
        if !title.isEmpty { text.drawText(at: CGPoint(x: x, y: bounds.midY - textSize.height / 2)) }
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
