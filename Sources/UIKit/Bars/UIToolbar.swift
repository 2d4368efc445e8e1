import Foundation

/// A bar of bar button items along the bottom, laid out from the leading edge with flexible spaces
/// sharing what is left; each item shows as `UINavigationBar`'s do (a button named as a person reads
/// it). Drawn with its appearance's background (the system's translucent material) and a hairline
/// along its top. Main actor only.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarButtonItemHost {
    open var items: [UIBarButtonItem]? {
        didSet { itemsChanged() }
    }
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { Appearance.changed() } }
    open var standardAppearance = UIToolbarAppearance() { didSet { Appearance.changed() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { Appearance.changed() } }
    open var compactAppearance: UIToolbarAppearance?
    open weak var delegate: (any UIToolbarDelegate)?
    private var itemViews: [UIView] = []
    private var backgroundImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
        Appearance.changed()
    }

    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics.rawValue]
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

    func itemsChanged() {
        itemViews.forEach { $0.removeFromSuperview() }
        for item in items ?? [] { item.host = self }
        itemViews = (items ?? []).map { $0.makeBarView(height: 44) }
        itemViews.forEach { addSubview($0) }
        setNeedsLayout()
        Appearance.changed()
    }

    /// Items side by side 8 points apart from 16 in; flexible spaces share the width left over.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = self.items ?? []
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let fixed = itemViews.reduce(0) { $0 + $1.frame.width } + CGFloat(max(itemViews.count - 1, 0)) * 8
        let share = flexible > 0 ? max(bounds.width - 32 - fixed, 0) / CGFloat(flexible) : 0
        var x: CGFloat = 16
        for (item, view) in zip(items, itemViews) {
            let width = item.systemItem == .flexibleSpace ? share : view.frame.width
            view.frame = CGRect(x: x, y: 0, width: width, height: min(bounds.height, 44))
            x += width + 8
        }
    }

    open override func draw(_ rect: CGRect) {
        let appearance = scrollEdgeAppearance ?? standardAppearance
        let background = backgroundImages[UIBarMetrics.default.rawValue]
        (appearance.isTransparent ? nil : (barTintColor ?? appearance.backgroundColor))?.setFill()
        if !appearance.isTransparent { UIRectFill(bounds) }
        (background ?? appearance.backgroundImage)?.draw(in: bounds)
        if let hairline = appearance.shadowColor {
            hairline.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale))
        }
    }
}

/// A toolbar's delegate (its position).
@MainActor
public protocol UIToolbarDelegate: AnyObject {}
