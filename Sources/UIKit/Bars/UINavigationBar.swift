import Foundation

/// The bar atop a navigation controller: a stack of items, the top one shown with its title, its
/// bar button items and a back button to the item below. Its accessibility label is the top item's
/// title, which the screen reader reads. Drawn as iOS 17 draws it (UINavigationBar+Drawing.swift).
/// Main actor only.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open private(set) var items: [UINavigationItem]?
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barStyle = UIBarStyle.default
    /// The bar's colour before appearance objects; see UINavigationBar+Drawing.swift for when it shows.
    open var barTintColor: UIColor? { didSet { Appearance.changed() } }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { Appearance.changed() } }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage? { didSet { Appearance.changed() } }
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The look while content scrolls under the bar, and at the scroll edge (the top of the content,
    /// as the extension shows it); nil for the system's.
    open var standardAppearance = UINavigationBarAppearance() { didSet { Appearance.changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { Appearance.changed() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { Appearance.changed() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { Appearance.changed() } }
    /// Asked before the back button pops an item, told after.
    open weak var delegate: (any UINavigationBarDelegate)?
    private var backgroundImages: [Int: UIImage] = [:]
    /// The views standing in for the top item's bar button items (see `UIBarButtonItem`).
    var barButtonViews: [UIView] = []
    /// The navigation controller whose bar this is: the back button pops it.
    weak var navigationController: UINavigationController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        if let (node, loading) = coder.nibElement { decodeNavigationBar(node, loading: loading) }
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

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        Appearance.changed()
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? topItem?.title }
        set { super.accessibilityLabel = newValue }
    }

    /// The background, the hairline and the title (UINavigationBar+Drawing.swift).
    open override func draw(_ rect: CGRect) {
        drawBar()
    }
}

/// What a navigation bar asks before it pops an item with its back button, and tells after.
@MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
}

public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact, defaultPrompt = 101, compactPrompt
}

public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom, top, topAttached
}

public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black
}
