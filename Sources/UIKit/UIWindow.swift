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

    // MARK: Hosting a view tree it does not hold

    private struct Hosted {
        weak var root: UIView?
        let window: UIWindow
    }

    /// Trees shown in a window of another process: an extension's view is in Messages's window on
    /// iOS, which imsim does not build. Their views' `window` is that window.
    private static var hosted: [ObjectIdentifier: Hosted] = [:]

    /// Shows `root`'s tree in `window` (nil: takes it out), with `willMove(toWindow:)` and
    /// `didMoveToWindow()` sent to every view in it, as UIKit sends them when a tree enters a window.
    package static func host(_ root: UIView, in window: UIWindow?) {
        let key = ObjectIdentifier(root)
        guard hosted[key]?.window !== window else { return }
        root.notifyWillMove(toWindow: window)
        hosted = hosted.filter { $0.value.root != nil }
        hosted[key] = window.map { Hosted(root: root, window: $0) }
        root.notifyDidMoveToWindow()
    }

    /// The window hosting the tree whose root is `root`, if any.
    static func hostWindow(of root: UIView) -> UIWindow? {
        guard !hosted.isEmpty, let entry = hosted[ObjectIdentifier(root)], entry.root === root else { return nil }
        return entry.window
    }

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
