import Foundation

/// A rectangle of a view that constraints can refer to without being a view. Main actor only.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide was added to with `addLayoutGuide(_:)`.
    open internal(set) weak var owningView: UIView?
    open var identifier = ""

    public override init() {
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it;
    /// the safe area's and margins' follow their insets without one.
    open var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch identifier {
        case UIView.safeAreaGuideIdentifier: return owner.bounds.inset(by: owner.safeAreaInsets)
        case UIView.marginsGuideIdentifier: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
        case UIView.keyboardGuideIdentifier:
            let height = (self as? UIKeyboardLayoutGuide)?.coveredHeight ?? 0
            return CGRect(x: owner.bounds.minX, y: owner.bounds.maxY - height, width: owner.bounds.width, height: height)
        case UIView.readableGuideIdentifier:
            let margins = owner.bounds.inset(by: owner.effectiveLayoutMargins)
            let width = min(margins.width, UIView.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        default: break
        }
        guard let engine = owner.layoutRoot.solvedLayoutEngine(), let mine = engine.solvedRect(of: self),
              let outer = engine.solvedRect(of: owner) else { return owner.bounds }
        return CGRect(x: mine.minX - outer.minX + owner.bounds.minX, y: mine.minY - outer.minY + owner.bounds.minY,
                      width: mine.width, height: mine.height)
    }

    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
