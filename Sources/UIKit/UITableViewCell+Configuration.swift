import Foundation

/// Content configurations (iOS 14) on table cells: the configuration's view fills `contentView`.
extension UITableViewCell {
    /// A list cell configuration for this cell's style, with nothing in it yet.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// The content's configuration; setting one shows the configuration's view in `contentView`
    /// (replacing the one a former configuration made), nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationView?.configuration }
        set {
            guard let newValue else {
                configurationView?.removeFromSuperview()
                return
            }
            if let view = configurationView, view.supports(newValue) {
                view.configuration = newValue
                return
            }
            configurationView?.removeFromSuperview()
            let view = newValue.makeContentView()
            view.frame = contentView.bounds
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }

    /// The view a content configuration made, in `contentView`.
    var configurationView: (any UIView & UIContentView)? {
        contentView.subviews.lazy.compactMap { $0 as? any UIView & UIContentView }.first
    }
}

/// A collection view cell for list layouts; it can make a list content configuration. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// A list cell configuration, with nothing in it yet.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
