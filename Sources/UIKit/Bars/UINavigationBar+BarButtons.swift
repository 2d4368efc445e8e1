import Foundation

/// The top item's bar button items, its title view and the back button, shown as subviews: a custom
/// view as it is, any other item as a `UIButton` named as a person reads it
/// (`UIBarButtonItem.displayName`) whose tap performs the item. The back button shows a chevron and
/// the item below's back title; its tap pops the navigation controller (if the delegate agrees).
extension UINavigationBar {
    func itemsChanged() {
        Appearance.changed()
        for item in items ?? [] {
            item.bar = self
            for barButton in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { barButton.host = self }
        }
        barButtonViews.forEach { $0.removeFromSuperview() }
        var leading = (topItem?.leftBarButtonItems ?? []).map { $0.makeBarView(height: bounds.height) }
        if let back = backButton() { leading.insert(back, at: 0) }
        let trailing = (topItem?.rightBarButtonItems ?? []).map { $0.makeBarView(height: bounds.height) }
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
        if let titleView = topItem?.titleView {
            let size = titleView.frame.size == .zero ? titleView.intrinsicContentSize : titleView.frame.size
            titleView.frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            barButtonViews.append(titleView)
        }
        barButtonViews.forEach { addSubview($0) }
        Appearance.changed()
    }

    /// The back button, when there is an item to go back to and the top item keeps it.
    private func backButton() -> UIView? {
        guard let top = topItem, let below = backItem, !top.hidesBackButton,
              (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton else { return nil }
        let title = below.backBarButtonItem?.title ?? below.backButtonTitle ?? below.title ?? "Back"
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { [weak self] _ in self?.goBack() })
        button.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
        button.accessibilityIdentifier = "Back"
        button.frame.size = CGSize(width: max(button.intrinsicContentSize.width, 44), height: bounds.height)
        return button
    }

    /// What the back button does: asks the delegate, then pops the controller (or the item).
    private func goBack() {
        guard let top = topItem else { return }
        if let delegate, !delegate.navigationBar(self, shouldPop: top) { return }
        if let navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
        delegate?.navigationBar(self, didPop: top)
    }
}

/// A bar that shows bar button items and is told when one changes.
@MainActor
protocol BarButtonItemHost: AnyObject {
    func itemsChanged()
}

extension UINavigationBar: BarButtonItemHost {}
