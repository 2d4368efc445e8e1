import Foundation

/// Lines up its arranged subviews along an axis with constraints of its own (StackArrangement).
/// Main actor only.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    private var storedArrangedSubviews: [UIView] = []

    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { LayoutInvalidation.bump() } }
    open var spacing: CGFloat = 0 { didSet { LayoutInvalidation.bump() } }
    open var alignment = Alignment.fill { didSet { LayoutInvalidation.bump() } }
    open var distribution = Distribution.fill { didSet { LayoutInvalidation.bump() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { LayoutInvalidation.bump() } }

    /// A horizontal stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// The views stacked, in order; each is also a subview.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Appends `view` to the stack (and to the subviews).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        storedArrangedSubviews.removeAll { $0 === view }
        storedArrangedSubviews.insert(view, at: min(max(stackIndex, 0), storedArrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        LayoutInvalidation.bump()
    }

    /// Takes `view` out of the stack; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        storedArrangedSubviews.removeAll { $0 === view }
        LayoutInvalidation.bump()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        storedArrangedSubviews.removeAll { $0 === subview }
    }
}
