import Foundation

/// A stack of controllers, the top one shown below a navigation bar. Pushing and popping happen at
/// once (no animation), with the appearance callbacks in iOS's order when the navigation controller
/// is on screen: the leaving controller's `viewWillDisappear`, the arriving one's `viewWillAppear`,
/// then `viewDidDisappear` and `viewDidAppear`. Main actor only.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar, a subview of the navigation controller's view, showing the stack's items.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    open var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden }
    }
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar along the bottom showing the top controller's `toolbarItems`; hidden at first.
    public let toolbar: UIToolbar! = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
    open var isToolbarHidden = true {
        didSet { layOutToolbar() }
    }

    /// A stack holding only `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.navigationController = self
        if let (node, loading) = coder.nibElement, let bar = node.child("navigationBar", key: "navigationBar") {
            navigationBar.decodeNavigationBar(bar, loading: loading, includingItems: false)
        }
    }

    /// The navigation controller gives appearance callbacks to its top controller itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let before = appearanceState
        super.beginAppearanceTransition(isAppearing, animated: animated)
        if appearanceState != before { topViewController?.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open override func endAppearanceTransition() {
        let before = appearanceState
        super.endAppearanceTransition()
        if appearanceState != before { topViewController?.endAppearanceTransition() }
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        navigationBar.frame.size.width = root.bounds.width
        navigationBar.autoresizingMask = [.flexibleWidth]
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        view = root
        layOutToolbar()
        if let top = topViewController { place(top) }
    }

    /// The toolbar keeps to the bottom of the safe area, its background reaching the bottom edge.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutToolbar()
    }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    /// The top controller, or what it presents modally.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes `viewController` and shows it; ignored if it is already in the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else { return }
        setViewControllers(children + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing happens) at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        let top = children.last
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    /// Pops down to `viewController`; the popped controllers, top last, or nil if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        setViewControllers(Array(children[...index]), animated: animated)
        return popped
    }

    /// Pops down to the root; the popped controllers, or nil if the root was on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first, children.count > 1 else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; only the old and new top controllers get appearance callbacks.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let newTop = viewControllers.last
        let leaving = children.filter { old in !viewControllers.contains { $0 === old } }
        let arriving = viewControllers.filter { new in !children.contains { $0 === new } }
        leaving.forEach { $0.willMove(toParent: nil) }
        arriving.forEach(addChild)
        reorderChildren(viewControllers)
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        toolbar.setItems(newTop?.toolbarItems, animated: animated)
        if oldTop !== newTop { transition(from: oldTop, to: newTop, animated: animated) }
        leaving.forEach { $0.removeFromParent() }
        arriving.forEach { $0.didMove(toParent: self) }
    }

    /// Swaps the shown controller's view, with appearance callbacks while on screen.
    private func transition(from oldTop: UIViewController?, to newTop: UIViewController?, animated: Bool) {
        guard let root = viewIfLoaded else { return }
        let onScreen = isAppearingOrAppeared
        if let newTop {
            newTop.loadViewIfNeeded()
            if let delegate { delegate.navigationController(self, willShow: newTop, animated: animated) }
            place(newTop)
        }
        if onScreen {
            oldTop?.beginAppearanceTransition(false, animated: animated)
            newTop?.beginAppearanceTransition(true, animated: animated)
        }
        if let oldView = oldTop?.viewIfLoaded, oldView.superview === root { oldView.removeFromSuperview() }
        if onScreen {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
        if let newTop, let delegate { delegate.navigationController(self, didShow: newTop, animated: animated) }
    }

    /// Puts `controller`'s view between the bars.
    private func place(_ controller: UIViewController) {
        guard let root = viewIfLoaded else { return }
        let barHeight = isNavigationBarHidden ? 0 : navigationBar.frame.maxY
        let bottom = isToolbarHidden ? root.bounds.height : toolbar.frame.minY
        controller.view.frame = CGRect(x: 0, y: barHeight, width: root.bounds.width,
                                       height: max(bottom - barHeight, 0))
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if controller.view.superview !== root { root.addSubview(controller.view) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsChanged(of controller: UIViewController) {
        if controller === topViewController { toolbar.setItems(controller.toolbarItems, animated: false) }
    }

    private func layOutToolbar() {
        toolbar.isHidden = isToolbarHidden
        guard let root = viewIfLoaded else { return }
        let inset = root.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: root.bounds.height - 44 - inset, width: root.bounds.width, height: 44 + inset)
        if toolbar.frame != frame { toolbar.frame = frame }
        if let top = topViewController, top.viewIfLoaded?.superview === root { place(top) }
    }
}

/// Told when a navigation controller shows a controller. Every method has a default.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}

extension UIViewController {
    /// The nearest navigation controller above this one.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
