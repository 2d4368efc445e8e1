/// Which views count as on screen, and the appearance callbacks a hierarchy change causes.
///
/// A view is on screen when the root of its tree is a visible `UIWindow`, or is the root view of a
/// controller that has appeared (the simulator may make its principal controller appear without a
/// window). Controllers whose root views enter or leave the screen get `viewWillAppear(_:)`…
/// `viewDidDisappear(_:)`, as in UIKit.
extension UIView {
    /// True if this view's tree is on screen (see above).
    package var isInVisibleHierarchy: Bool {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        if let window = root as? UIWindow { return !window.isHidden }
        return root.owningViewController?.isAppearingOrAppeared ?? false
    }

    /// The controllers owning this view or its descendants (and what they present), parents first.
    /// Children of containers that forward appearance by hand are left to their containers.
    func controllersInSubtree() -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            if let controller = view.owningViewController,
               controller.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true {
                found.append(controller)
                var presented = controller.presentedViewController
                while let next = presented {
                    found.append(next)
                    presented = next.presentedViewController
                }
            }
            view.subviews.forEach(visit)
        }
        visit(self)
        return found
    }

    func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}

/// One move of a view to a new superview (or none): sends the "will" callbacks when made and the
/// "did" callbacks from `finish()`, once the move is done.
@preconcurrency @MainActor
struct AppearanceChange {
    private let view: UIView
    private let wasVisible: Bool
    private let willBeVisible: Bool
    private let windowChanges: Bool
    private let controllers: [UIViewController]

    init(moving view: UIView, to newSuperview: UIView?) {
        self.view = view
        wasVisible = view.isInVisibleHierarchy
        willBeVisible = newSuperview?.isInVisibleHierarchy ?? false
        let newWindow = newSuperview?.window
        windowChanges = view.window !== newWindow
        controllers = wasVisible != willBeVisible ? view.controllersInSubtree() : []
        if wasVisible && !willBeVisible {
            controllers.forEach { $0.beginAppearanceTransition(false, animated: false) }
        }
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
    }

    func finish() {
        if windowChanges { view.notifyDidMoveToWindow() }
        if !wasVisible && willBeVisible {
            controllers.forEach { $0.beginAppearanceTransition(true, animated: false) }
        }
        if wasVisible != willBeVisible {
            controllers.forEach { $0.endAppearanceTransition() }
        }
    }
}
