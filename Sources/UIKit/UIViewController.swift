import Foundation

/// Manages a view tree: loads it on first use, receives appearance and layout callbacks, contains
/// child controllers and presents others. Main actor only.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    private var storedChildren: [UIViewController] = []
    var appearanceState = AppearanceState.disappeared

    var storedInterfaceStyleOverride = UIUserInterfaceStyle.unspecified
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    private var storedNavigationItem: UINavigationItem?
    /// Set on the principal controller by the extension's host (see `extensionContext`).
    package var hostExtensionContext: NSExtensionContext?

    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?
    /// Setting it also titles `navigationItem`, as on iOS.
    open var title: String? {
        didSet { storedNavigationItem?.title = title }
    }
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsChanged(of: self) }
    }
    open var hidesBottomBarWhenPushed = false

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The size the controller would like for its view; recorded only.
    open var preferredContentSize = CGSize.zero
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var definesPresentationContext = false

    /// The container this controller is a child of.
    open private(set) weak var parent: UIViewController?
    /// The controller this one presented, until it is dismissed.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open internal(set) weak var presentingViewController: UIViewController?

    /// Designated initializer. Nibs don't exist here: the names are recorded and `loadView()` builds
    /// the view in code.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// As a storyboard makes a controller (the way Messages makes an extension's principal one): its
    /// title and navigation item are decoded here, its view when it is first used; an empty coder
    /// makes it as `init(nibName: nil, bundle: nil)` would.
    public required init?(coder: NSCoder) {
        super.init()
        if let (node, loading) = coder.nibElement { decodeController(node, loading: loading) }
    }

    // MARK: The view

    /// The root view; the first read calls `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if loaded; never loads it.
    open var viewIfLoaded: UIView? { loadedView }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it isn't loaded: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the root view. The default makes a plain `UIView` the size of the screen; override it
    /// to build your own and assign it to `view` (don't call super then).
    open func loadView() {
        if loadViewFromStoryboardOrNib() { return }
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}

    // MARK: Appearance and layout callbacks

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Updates the root view's constraints before a layout pass; call super at the end.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// The least margins the root view keeps at its sides: 16 points, 20 on phones 414 points wide or more.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (loadedView?.bounds.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    open var viewRespectsSystemMinimumLayoutMargins = true

    /// Whether children get appearance callbacks with this controller; a container returning false
    /// calls `beginAppearanceTransition(_:animated:)` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (`viewWillAppear(_:)`) or disappearance (`viewWillDisappear(_:)`),
    /// forwarded to children shown in this controller's view. Repeated calls are ignored.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard let callback = appearanceState.begin(appearing: isAppearing) else { return }
        loadViewIfNeeded()
        appearanceAnimated = animated
        switch callback {
        case .willAppear: viewWillAppear(animated)
        case .willDisappear: viewWillDisappear(animated)
        default: break
        }
        forwardedChildren().forEach { $0.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        guard let callback = appearanceState.end() else { return }
        switch callback {
        case .didAppear: viewDidAppear(appearanceAnimated)
        case .didDisappear: viewDidDisappear(appearanceAnimated)
        default: break
        }
        forwardedChildren().forEach { $0.endAppearanceTransition() }
    }

    var appearanceAnimated = false

    // MARK: Containment

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }

    /// Adds a child: calls `child.willMove(toParent: self)` first. Add its view to yours, then call
    /// `child.didMove(toParent: self)`.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "a controller can't be its own child")
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.parent = self
    }

    /// Leaves the parent, then calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)` and
    /// remove the view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.storedChildren.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Puts the children in `order` (the same controllers), as a container rearranges them.
    func reorderChildren(_ order: [UIViewController]) {
        storedChildren = order.filter { controller in storedChildren.contains { $0 === controller } }
            + storedChildren.filter { controller in !order.contains { $0 === controller } }
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `viewControllerToPresent` from this controller: sets `presentedViewController` and
    /// its `presentingViewController`, gives it appearance callbacks if this controller is on
    /// screen, then calls `completion`, all before returning. If this controller already presents
    /// one, a warning is logged and nothing happens, as in UIKit.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presented, or, when it presents nothing, itself (asking its
    /// presenter or, failing that, its parent). `completion` runs before returning.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent ?? presentingViewController }

    // MARK: Memory

    /// Called when the system is low on memory (a `memory-warning` step): release what can be
    /// made again. Every controller gets it, on screen or not, as on iOS.
    open func didReceiveMemoryWarning() {}

    // MARK: Extension context

    /// The host app's context when the controller runs in an app extension: the principal
    /// controller's, which its children and the controllers it presents share.
    open var extensionContext: NSExtensionContext? {
        hostExtensionContext ?? parent?.extensionContext ?? presentingViewController?.extensionContext
    }

    // MARK: Traits (see UIViewController+Traits.swift)

    /// The environment's traits, with this controller's `overrideUserInterfaceStyle` over them.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// Called after the traits changed (an override set here or above), with the former ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Transitions

    /// Being presented or dismissed, while its appearance callbacks run.
    enum TransitionState { case beingPresented, beingDismissed }
    var transitionState: TransitionState?
    open var isBeingPresented: Bool { transitionState == .beingPresented }
    open var isBeingDismissed: Bool { transitionState == .beingDismissed }
    /// Whether it is being added to or removed from a container; false here (no containment flag is kept).
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    /// Whether a swipe down may dismiss it when presented as a sheet; kept.
    open var isModalInPresentation = false

    /// The size of the controller's view changes (a presentation style's, the device's); nothing is
    /// animated, so the coordinator runs its animations and completions at once.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Storyboards (see Storyboard/UIViewController+Storyboard.swift)

    /// The storyboard this controller was made from, if any.
    open internal(set) var storyboard: UIStoryboard?
    var storyboardScene: StoryboardScene? {
        didSet { storyboard = storyboardScene?.storyboard }
    }

    /// Called before a segue from this controller shows its destination; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue a control triggers may run; true by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Runs the segue of this controller's scene with `identifier`; iOS stops the app when there is none.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(identifier: identifier, sender: sender)
    }

    // MARK: Navigation (see UINavigationController)

    /// The item a navigation bar shows for this controller, made on first use, titled with `title`.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// Shows `vc` the usual way: pushed by the navigation controller this one is in, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
