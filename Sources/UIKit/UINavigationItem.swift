import Foundation

/// What a navigation bar shows for one controller: its title, prompt, bar button items and look. Main actor only.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { bar?.itemsChanged() } }
    open var prompt: String?
    open var backButtonTitle: String? { didSet { bar?.itemsChanged() } }
    open var hidesBackButton = false { didSet { bar?.itemsChanged() } }
    open var titleView: UIView? { didSet { bar?.itemsChanged() } }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var backBarButtonItem: UIBarButtonItem? { didSet { bar?.itemsChanged() } }
    open var leftItemsSupplementBackButton = false { didSet { bar?.itemsChanged() } }
    /// Shown at the leading edge of the bar, first item outermost; `leftBarButtonItem` is the first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemsChanged() } }
    /// Shown at the trailing edge of the bar, first item outermost; `rightBarButtonItem` is the first.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemsChanged() } }
    /// The bar showing this item, told when its bar button items or title change.
    weak var bar: UINavigationBar?
    /// How the bar looks while this item is on top; nil for the bar's own.
    open var standardAppearance: UINavigationBarAppearance? { didSet { Appearance.changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { Appearance.changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { Appearance.changed() } }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public convenience override init() {
        self.init(title: "")
        title = nil
    }
}
