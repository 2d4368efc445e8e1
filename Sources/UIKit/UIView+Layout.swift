import Foundation

/// Auto Layout anchors, constraints and layout guides: recorded, never solved.
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

    /// The area not covered by bars; all of `bounds` here, since there are no bars.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(named: "UIViewSafeAreaLayoutGuide") }

    /// The area inside `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { guide(named: "UIViewLayoutMarginsGuide") }

    public var safeAreaInsets: UIEdgeInsets { .zero }

    func guide(named identifier: String) -> UILayoutGuide {
        if let guide = heldLayoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }
}
