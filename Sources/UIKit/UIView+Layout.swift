import Foundation

/// Auto Layout anchors, constraints and layout guides; solved by the tree's engine (UIView+AutoLayout.swift).
extension UIView {
    // MARK: Anchors

    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Constraints

    /// The active constraints held by this view: those whose items' closest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { heldConstraints }

    /// Activates `constraint` and holds it here (the pre-iOS 8 way).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(holder: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.isActive = false }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { heldLayoutGuides }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        heldLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        heldLayoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    static let safeAreaGuideIdentifier = "UIViewSafeAreaLayoutGuide"
    static let marginsGuideIdentifier = "UIViewLayoutMarginsGuide"
    static let readableGuideIdentifier = "UIViewReadableContentGuide"
    /// The widest the readable content guide gets: what developers measure at the default text size
    /// (672 points on an iPad); a phone's margins are always narrower.
    static let readableWidth: CGFloat = 672

    /// The area not covered by the screen's bars, the Messages header or the home indicator.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(named: Self.safeAreaGuideIdentifier) }

    /// The area inside `layoutMargins` (and the safe area, with `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide { guide(named: Self.marginsGuideIdentifier) }

    /// The margins' area at most a readable line's width (672 points) wide, centred in them: on a phone,
    /// the margins' area.
    public var readableContentGuide: UILayoutGuide { guide(named: Self.readableGuideIdentifier) }

    /// How far the safe area is inside each edge: the host's insets for the root view; for other
    /// views, the part of the root's insets they overlap, from their current frames.
    public var safeAreaInsets: UIEdgeInsets {
        guard superview != nil else { return hostSafeAreaInsets }
        let root = layoutRoot
        let insets = root.hostSafeAreaInsets
        guard insets != .zero else { return .zero }
        let rect = convert(bounds, to: root)
        let safe = root.bounds.inset(by: insets)
        return UIEdgeInsets(top: max(0, min(safe.minY - rect.minY, rect.height)),
                            left: max(0, min(safe.minX - rect.minX, rect.width)),
                            bottom: max(0, min(rect.maxY - safe.maxY, rect.height)),
                            right: max(0, min(rect.maxX - safe.maxX, rect.width)))
    }

    /// The margins the layout margins guide keeps: a controller's root view has the system's
    /// minimum (16 points at the sides, 20 on wide phones, none at top and bottom) unless the app set
    /// its own; with `insetsLayoutMarginsFromSafeArea`, the safe area's insets are added.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if owningViewController != nil && !layoutMarginsWereSet {
            let side: CGFloat = bounds.width >= 414 ? 20 : 16
            margins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// `layoutMargins` with leading and trailing (left to right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                           bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// The size Auto Layout keeps the view near: a multi-line label's wraps at its laid-out width.
    var layoutIntrinsicContentSize: CGSize { intrinsicContentSize }

    // MARK: Autoresizing

    /// Which parts of the frame follow the superview's size (springs and struts).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes subviews that translate their masks by those masks, after a change of size.
    func resizeSubviews(from oldSize: CGSize) {
        let growth = CGSize(width: bounds.width - oldSize.width, height: bounds.height - oldSize.height)
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && subview.autoresizingMask != [] {
            let (horizontal, vertical) = Autoresizing.axes(of: subview.layoutFrame, in: oldSize, mask: subview.autoresizingMask)
            let x = horizontal.resized(by: growth.width), y = vertical.resized(by: growth.height)
            subview.layoutFrame = CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
        }
    }

    func guide(named identifier: String) -> UILayoutGuide {
        if let guide = heldLayoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}
