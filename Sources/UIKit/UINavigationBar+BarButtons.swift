import Foundation

/// The top item's bar button items, shown as subviews: a custom view as it is, any other item as a
/// `UIButton` named as a person reads it (`UIBarButtonItem.displayName`) whose tap performs the item.
extension UINavigationBar {
    func itemsChanged() {
        for item in items ?? [] {
            item.bar = self
            for barButton in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { barButton.bar = self }
        }
        barButtonViews.forEach { $0.removeFromSuperview() }
        let leading = (topItem?.leftBarButtonItems ?? []).map(view(for:))
        let trailing = (topItem?.rightBarButtonItems ?? []).map(view(for:))
        var x: CGFloat = 8
        for view in leading {
            view.frame = CGRect(x: x, y: 0, width: view.frame.width, height: bounds.height)
            x = view.frame.maxX + 8
        }
        x = bounds.width - 8
        for view in trailing {
            view.frame = CGRect(x: x - view.frame.width, y: 0, width: view.frame.width, height: bounds.height)
            x = view.frame.minX - 8
        }
        barButtonViews = leading + trailing
        barButtonViews.forEach { addSubview($0) }
    }

    private func view(for item: UIBarButtonItem) -> UIView {
        if let customView = item.customView { return customView }
        let button = UIButton(type: .system, primaryAction: UIAction(title: item.displayName ?? "") { [weak item] _ in
            item?.performTap()
        })
        button.setImage(item.image, for: .normal)
        button.isEnabled = item.isEnabled
        button.tag = item.tag
        button.accessibilityIdentifier = item.accessibilityIdentifier
        button.frame.size = CGSize(width: item.width > 0 ? item.width : 44, height: bounds.height)
        return button
    }
}
