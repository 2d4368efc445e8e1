import Foundation

/// What a navigation bar shows for one controller: its title and prompt. Main actor only.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var titleView: UIView?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

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
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        items?.popLast()
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? topItem?.title }
        set { super.accessibilityLabel = newValue }
    }
}
