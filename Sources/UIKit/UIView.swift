import Foundation

/// A rectangle in a view tree, laid out by Auto Layout or by frames and drawn by its layer. Main actor only.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// How content fills the view; recorded only.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The bounds' size around `center`: the frame when the layer is untransformed with a centred anchor.
    private var storedFrame: CGRect
    /// The layer's anchor point and transform (see UIView+Transform.swift).
    var layerGeometry = LayerGeometry() {
        didSet { if layerGeometry != oldValue { ViewPlacement.changed() } }
    }
    private var boundsOrigin = CGPoint.zero
    private var storedSubviews: [UIView] = []
    var heldConstraints: [NSLayoutConstraint] = []
    var heldLayoutGuides: [UILayoutGuide] = []
    var needsLayout = true
    var needsConstraintUpdate = true
    /// The tree's Auto Layout engine, kept by the root view; see UIView+AutoLayout.swift.
    var layoutEngineStorage: LayoutEngine?
    var layoutEngineGeneration = -1
    /// The safe area the host gives a root view (the extension's area on the device).
    package var hostSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if hostSafeAreaInsets != oldValue { LayoutInvalidation.bump() } }
    }
    /// Whether the app set `layoutMargins` (a controller's root view otherwise has the system's).
    var layoutMarginsWereSet = false
    /// The controller whose root view this is.
    package internal(set) weak var owningViewController: UIViewController?
    var storedInterfaceStyleOverride = UIUserInterfaceStyle.unspecified
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    var contentPriorities = ContentPriorities()

    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?
    open var backgroundColor: UIColor? {
        didSet { ViewPlacement.changed() }
    }
    open var isHidden = false {
        didSet {
            if isHidden != oldValue { LayoutInvalidation.bump() }
            ViewPlacement.changed()
        }
    }
    open var alpha: CGFloat = 1 {
        didSet { ViewPlacement.changed() }
    }
    open var tag = 0
    open var isUserInteractionEnabled = true {
        didSet { if isUserInteractionEnabled != oldValue { ViewPlacement.changed() } }
    }
    open var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { ViewPlacement.changed() } }
    }
    open var isOpaque = true
    open var contentMode: ContentMode = .scaleToFill
    open var tintColor: UIColor! = .systemBlue {
        didSet { Appearance.changed() }
    }
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { LayoutInvalidation.bump() } }
    }
    /// How the view follows its superview's size while it translates this into constraints.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { LayoutInvalidation.bump() }
    }
    open var autoresizesSubviews = true
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutMarginsWereSet = true
            LayoutInvalidation.bump()
        }
    }
    /// Whether the layout margins guide also keeps out of the safe area (true, as on iOS).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { LayoutInvalidation.bump() }
    }
    open var preservesSuperviewLayoutMargins = false
    /// The layer behind the view: its background, alpha and clipping are the view's; corners,
    /// border and shadow are its own. Drawn by `layer.render(in:)` and `drawHierarchy(in:afterScreenUpdates:)`.
    open private(set) lazy var layer = CALayer(view: self)

    /// Draws the view's own content into the current context, in its bounds' coordinates; nothing
    /// by default. Called by `layer.render(in:)` and `drawHierarchy(in:afterScreenUpdates:)`.
    open func draw(_ rect: CGRect) {}

    // MARK: Accessibility (UIAccessibility's informal protocol, as UIKit's views adopt it)

    /// Identifies the view to UI tests; never shown.
    /// Each is part of what a reading of the screen finds: a change counts as one (`Appearance`).
    open var accessibilityIdentifier: String? {
        didSet { Appearance.changed() }
    }
    /// What VoiceOver says; views that show text fall back to that text.
    open var accessibilityLabel: String? {
        didSet { Appearance.changed() }
    }
    open var accessibilityHint: String?
    /// Whether the view and its subviews are hidden from VoiceOver; recorded only.
    open var accessibilityElementsHidden = false
    open var accessibilityValue: String? {
        didSet { Appearance.changed() }
    }
    /// True for views that are one element to assistive technology (labels, buttons, fields, cells).
    open var isAccessibilityElement = false {
        didSet { Appearance.changed() }
    }
    /// What the element is to VoiceOver and UI tests: a control with `.button` is read and tapped as a button.
    open var accessibilityTraits = UIAccessibilityTraits.none {
        didSet { Appearance.changed() }
    }

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// As a storyboard or xib makes a view: its element's properties, layout guides and subviews are
    /// decoded here (its constraints and connections once the whole document is made); an empty coder
    /// makes it as `init(frame: .zero)` would.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
        if let (node, loading) = coder.nibElement { decodeView(node, loading: loading) }
    }

    // MARK: Geometry

    /// The rectangle in the superview's coordinates: with a transform, the smallest one holding the
    /// transformed bounds. Setting it sets `bounds.size` and `center`; a new size resizes the
    /// subviews by their autoresizing masks and asks for layout. With a transform, as UIKit warns,
    /// setting it only moves the view (by the change of the frame's middle).
    open var frame: CGRect {
        get { layerGeometry.isPlain ? storedFrame : layerGeometry.frame(position: center, size: storedFrame.size) }
        set {
            if layerGeometry.isPlain {
                layoutFrame = newValue
            } else if layerGeometry.transform.affine.isIdentity {
                let position = layerGeometry.position(forFrame: newValue)
                layoutFrame = CGRect(x: position.x - newValue.width / 2, y: position.y - newValue.height / 2,
                                     width: newValue.width, height: newValue.height)
            } else {
                let old = frame
                center = CGPoint(x: center.x + newValue.midX - old.midX, y: center.y + newValue.midY - old.midY)
            }
        }
    }

    /// The bounds' size around `center`, whatever the transform: what Auto Layout and autoresizing
    /// set, as UIKit's layout sets `bounds` and `center`.
    var layoutFrame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let oldSize = storedFrame.size
            storedFrame = newValue
            frameDidChange(from: oldSize)
        }
    }

    private func frameDidChange(from oldSize: CGSize) {
        ViewPlacement.changed()
        if translatesAutoresizingMaskIntoConstraints || superview == nil { LayoutInvalidation.bump() }
        guard storedFrame.size != oldSize else { return }
        setNeedsLayout()
        if autoresizesSubviews { resizeSubviews(from: oldSize) }
    }

    /// The rectangle in the view's own coordinates. Setting its size keeps `center`.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            guard newValue != bounds else { return }
            let oldCenter = center
            let oldSize = storedFrame.size
            boundsOrigin = newValue.origin
            storedFrame = CGRect(x: oldCenter.x - newValue.width / 2, y: oldCenter.y - newValue.height / 2,
                                 width: newValue.width, height: newValue.height)
            frameDidChange(from: oldSize)
        }
    }

    /// Where the layer's anchor point (the middle, unless changed) lies in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard newValue != center else { return }
            ViewPlacement.changed()
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            if translatesAutoresizingMaskIntoConstraints { LayoutInvalidation.bump() }
        }
    }

    // MARK: Hierarchy

    /// The subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window at the root of this view's tree, if any.
    /// The window of the tree's root: the root itself, or a window hosting the tree (`UIWindow.host`).
    open var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow ?? UIWindow.hostWindow(of: view)
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// Adds `view` on top of the other subviews, taking it from its former superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (clamped), taking it from its former superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        UncaughtException.require(view !== self, UncaughtException.invalidArgument, reason: "Can't add self as subview")
        precondition(!isDescendant(of: view), "a view can't be a subview of its subviews")
        if view.superview === self {
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            ViewPlacement.changed()
            return
        }
        let change = AppearanceChange(moving: view, to: self)
        if let old = view.superview { old.detachSubview(view, movingTo: self) }
        view.willMove(toSuperview: self)
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        LayoutInvalidation.bump()
        ViewPlacement.changed()
        change.finish()
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: storedSubviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview; constraints that tie it to its former tree are deactivated.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let change = AppearanceChange(moving: self, to: nil)
        parent.detachSubview(self, movingTo: nil)
        change.finish()
    }

    private func detachSubview(_ view: UIView, movingTo newSuperview: UIView?) {
        view.willMove(toSuperview: newSuperview)
        willRemoveSubview(view)
        storedSubviews.removeAll { $0 === view }
        view.superview = nil
        if newSuperview == nil { view.didMoveToSuperview() }
        LayoutInvalidation.bump()
        ViewPlacement.changed()
        var ancestor: UIView? = self
        while let holder = ancestor {
            for constraint in holder.heldConstraints where constraint.references(view) {
                constraint.isActive = false
            }
            ancestor = holder.superview
        }
        setNeedsLayout()
    }

    /// True if `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first descendant (depth first) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Resigns the first responder if it is this view or a descendant.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        return storedSubviews.allSatisfy { $0.endEditing(force) }
    }

    /// Marks the size as unknown in `intrinsicContentSize`.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Layout pass (in the class body so subclasses can override it)

    /// Asks for `layoutSubviews()` at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs a pending layout pass here, then in the subviews, after solving the tree's constraints.
    /// For a controller's root view the controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` surround it.
    open func layoutIfNeeded() {
        layoutSubtreeIfNeeded()
    }

    /// Places the subviews: by default, each where Auto Layout put it. Subclasses that place
    /// subviews themselves call `super.layoutSubviews()` first to keep Auto Layout's frames.
    open func layoutSubviews() {
        applyEngineFrames()
    }

    /// The layer's layout: `layoutSubviews()`. Views that size their own sublayers (a gradient
    /// layer to the bounds) override it and call super first.
    open func layoutSublayers(of layer: CALayer) {
        layoutSubviews()
    }

    /// Adds or updates the view's constraints before a layout pass; call super at the end.
    open func updateConstraints() {
        needsConstraintUpdate = false
    }

    /// Asks for the view to be drawn again; it is drawn whenever a picture is taken.
    open func setNeedsDisplay() {
        Appearance.changed()
    }

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        LayoutInvalidation.bump()
        superview?.setNeedsLayout()
    }

    /// The size the view would like within `size`: its current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    // MARK: Touches

    /// Whether `gestureRecognizer`, attached to this view, may begin; asked before its delegate is.
    /// Subclasses refuse gestures they handle otherwise (a scroll view with nothing to scroll).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Whether `point` (in bounds coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible view that takes touches under `point`, front to back, as UIKit looks:
    /// hidden views, views with touches off and views under 0.01 alpha are skipped with their subviews.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    // MARK: Traits (see UIView+Traits.swift)

    /// The environment's traits, with this view's `overrideUserInterfaceStyle` over them.
    open var traitCollection: UITraitCollection { resolvedTraitCollection }

    /// Called after the traits changed (an override set here or above), with the former ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Hierarchy notifications for subclasses

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
}
