import Foundation

/// How a navigation bar is drawn, as iOS 15 and later draw it at the scroll edge (an extension's
/// content at its top): the scroll edge appearance if the item or the bar has one; otherwise no
/// background and no hairline, whatever `standardAppearance` or the older `barTintColor` say (the
/// change iOS 15 made, which left many apps' bars see-through), the content's colour showing through.
/// The title is centred in 17-point semibold, or the appearance's title attributes.
extension UINavigationBar {
    /// The look in effect: background, hairline and title attributes.
    struct Look {
        var background: UIColor?
        var backgroundImage: UIImage?
        var hairline: UIColor?
        var titleAttributes: [NSAttributedString.Key: Any]
    }

    var look: Look {
        let standard = topItem?.standardAppearance ?? standardAppearance
        let titleAttributes = (topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance)?.titleTextAttributes
            ?? (standard.titleTextAttributes.isEmpty ? nil : standard.titleTextAttributes) ?? titleTextAttributes ?? [:]
        if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance {
            return Look(background: edge.isTransparent ? nil : edge.backgroundColor, backgroundImage: edge.backgroundImage,
                        hairline: edge.shadowColor, titleAttributes: titleAttributes)
        }
        return Look(background: nil, backgroundImage: nil, hairline: nil, titleAttributes: titleAttributes)
    }

    /// What shows through a navigation controller's see-through bar: the top controller's view, which
    /// extends under the bar on iOS. A bar of its own (not a navigation controller's) shows its own
    /// `backgroundColor` and what is under it.
    private var showingThrough: UIColor? {
        guard let navigationController else { return nil }
        return navigationController.topViewController?.viewIfLoaded?.backgroundColor ?? .systemBackground
    }

    func drawBar() {
        let look = self.look
        if let fill = look.background ?? showingThrough {
            fill.setFill()
            UIRectFill(bounds)
        }
        look.backgroundImage?.draw(in: bounds)
        if let hairline = look.hairline {
            hairline.setFill()
            UIRectFill(CGRect(x: 0, y: bounds.maxY - 1 / UIScreen.main.scale, width: bounds.width, height: 1 / UIScreen.main.scale))
        }
        guard topItem?.titleView == nil, let title = topItem?.title, !title.isEmpty else { return }
        var attributes = look.titleAttributes
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 17, weight: .semibold) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.label }
        let text = PlainText(title, attributes: attributes)
        let size = text.textSize
        let reserved = barButtonViews.reduce(CGFloat(0)) { widest, view in
            max(widest, view.frame.midX < bounds.midX ? view.frame.maxX : bounds.width - view.frame.minX)
        }
        let room = max(bounds.width - 2 * (reserved + 8), 0)
        let width = min(size.width, room)
        text.drawText(with: CGRect(x: bounds.midX - width / 2, y: bounds.midY - size.height / 2, width: width, height: size.height),
                      options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
    }
}
