import Foundation

/// Lines up its arranged subviews along an axis (recorded only: nothing is laid out).
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

    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var isLayoutMarginsRelativeArrangement = false

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
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the stack; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        storedArrangedSubviews.removeAll { $0 === view }
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        storedArrangedSubviews.removeAll { $0 === subview }
    }
}
