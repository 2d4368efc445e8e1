import Foundation

/// What a navigation bar shows for one controller: its title, prompt and bar button items. Main actor only.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var titleView: UIView?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var backBarButtonItem: UIBarButtonItem?
    open var leftItemsSupplementBackButton = false
    /// Shown at the leading edge of the bar, first item outermost; `leftBarButtonItem` is the first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemsChanged() } }
    /// Shown at the trailing edge of the bar, first item outermost; `rightBarButtonItem` is the first.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { bar?.itemsChanged() } }
    /// The bar showing this item, told when its bar button items change.
    weak var bar: UINavigationBar?

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

/// The bar atop a navigation controller: a stack of items, the top one shown. Its accessibility
/// label is the top item's title, which the screen reader reads. Main actor only.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open private(set) var items: [UINavigationItem]?
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    /// The views standing in for the top item's bar button items (see `UIBarButtonItem`).
    var barButtonViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
    }

    open var topItem: UINavigationItem? { items?.last }

    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        itemsChanged()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
        itemsChanged()
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        defer { itemsChanged() }
        return items?.popLast()
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? topItem?.title }
        set { super.accessibilityLabel = newValue }
    }
}
