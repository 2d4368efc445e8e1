import Foundation

/// The root of a view tree that can be on screen. Windows start hidden, as in UIKit:
/// `makeKeyAndVisible()` shows one, and its controllers get their appearance callbacks.
@preconcurrency @MainActor
open class UIWindow: UIView {
    private static weak var currentKeyWindow: UIWindow?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The controller whose view fills the window; setting it installs that view.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let root = rootViewController {
                root.view.frame = bounds
                addSubview(root.view)
            }
        }
    }

    open var isKeyWindow: Bool { UIWindow.currentKeyWindow === self }

    open override var isHidden: Bool {
        willSet {
            guard newValue != isHidden, newValue, superview == nil else { return }
            hiding = controllersInSubtree()
            hiding.forEach { $0.beginAppearanceTransition(false, animated: false) }
        }
        didSet {
            guard oldValue != isHidden, superview == nil else { return }
            if isHidden {
                hiding.forEach { $0.endAppearanceTransition() }
                hiding = []
            } else {
                let showing = controllersInSubtree()
                showing.forEach { $0.beginAppearanceTransition(true, animated: false) }
                showing.forEach { $0.endAppearanceTransition() }
            }
        }
    }

    private var hiding: [UIViewController] = []

    open func makeKey() {
        UIWindow.currentKeyWindow = self
    }

    /// Makes the window key and shows it, then runs a layout pass.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        layoutIfNeeded()
    }
}
