import Foundation

/// A rectangle of content with a background, rounded corners, a border, opacity, a shadow, a
/// transform, contents, a mask and sublayers. A view's layer (`UIView.layer`) shares the view's
/// geometry, background colour, alpha, hiding and clipping, and has the layers of its subviews as
/// sublayers. `render(in:)` draws it (CALayer+Rendering.swift). Main actor only: here layers are
/// drawn with their views.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs; nil for a standalone layer.
    weak var owningView: UIView?
    private var ownPosition = CGPoint.zero
    private var ownBounds = CGRect.zero
    private var ownGeometry = LayerGeometry()
    private var ownBackgroundColor: CGColor?
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownMasksToBounds = false
    var ownSublayers: [CALayer] = []
    /// Animations by key, in the order added (CALayer+Animations.swift).
    var attachedAnimations: [(key: String, animation: CAAnimation)] = []
    var runningAnimations: [String: RunningAnimation] = [:]
    var needsLayoutFlag = true
    var needsDisplayFlag = false
    /// True once `display()` ran: from then on `draw(in:)` paints the content.
    var hasDisplayedContent = false
    open internal(set) weak var superlayer: CALayer?

    open var cornerRadius: CGFloat = 0 { didSet { Appearance.changed() } }
    /// Which corners `cornerRadius` rounds; all at first.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { Appearance.changed() }
    }
    /// Circular or continuous corners; both are drawn circular here.
    open var cornerCurve = CALayerCornerCurve.circular
    open var borderWidth: CGFloat = 0 { didSet { Appearance.changed() } }
    /// Opaque black, as in Core Animation.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { Appearance.changed() } }
    /// How much the layer's drawing (with its sublayers) is blurred, as SwiftUI's `blur(radius:)`
    /// blurs a view: not in Apple's `CALayer` (its filters are private); 0 for none.
    package var contentBlurRadius: CGFloat = 0 { didSet { Appearance.changed() } }
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { Appearance.changed() } }
    /// 0 (no shadow) at first.
    open var shadowOpacity: Float = 0 { didSet { Appearance.changed() } }
    /// (0, -3) at first, as in Core Animation; positive height is downwards here, as UIKit shows it.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { Appearance.changed() } }
    open var shadowRadius: CGFloat = 3 { didSet { Appearance.changed() } }
    /// The shape casting the shadow; nil to cast it from the layer's content.
    open var shadowPath: CGPath? { didSet { Appearance.changed() } }
    /// Drawn over the layer's background and under its sublayers: a `CGImage` (or a `UIImage`).
    open var contents: Any? { didSet { Appearance.changed() } }
    open var contentsGravity = CALayerContentsGravity.resize { didSet { Appearance.changed() } }
    /// The part of `contents` shown, in unit coordinates; all of it at first.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { Appearance.changed() } }
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    /// A layer whose alpha masks this one's, in this layer's coordinates.
    open var mask: CALayer? { didSet { Appearance.changed() } }
    /// Drawing order among siblings: higher is drawn later (in front). Hit testing of views keeps
    /// their order, as UIKit's does.
    open var zPosition: CGFloat = 0 { didSet { Appearance.changed() } }
    open var anchorPointZ: CGFloat = 0
    /// A transform applied to the sublayers about the anchor point.
    open var sublayerTransform = CATransform3D() { didSet { Appearance.changed() } }
    open var name: String?
    open var isOpaque = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var needsDisplayOnBoundsChange = false
    open var drawsAsynchronously = false
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var minificationFilter = CALayerContentsFilter.linear
    open var magnificationFilter = CALayerContentsFilter.linear
    open var style: [AnyHashable: Any]?
    open var actions: [String: Any]?
    /// Draws the content (`draw(_:in:)`, `display(_:)`) and lays out sublayers for a standalone layer.
    open weak var delegate: (any CALayerDelegate)?
    /// The time a layer's animations are measured in; animations here do not move, so it is kept only.
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, as Core Animation makes presentation layers.
    public init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        (ownPosition, ownBounds, ownGeometry) = (layer.position, layer.bounds, layer.geometry)
        (ownBackgroundColor, ownOpacity, ownHidden, ownMasksToBounds) =
            (layer.backgroundColor, layer.opacity, layer.isHidden, layer.masksToBounds)
        (cornerRadius, maskedCorners, borderWidth, borderColor) = (layer.cornerRadius, layer.maskedCorners, layer.borderWidth, layer.borderColor)
        (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) =
            (layer.shadowColor, layer.shadowOpacity, layer.shadowOffset, layer.shadowRadius, layer.shadowPath)
        (contents, contentsGravity, contentsRect, zPosition, name) =
            (layer.contents, layer.contentsGravity, layer.contentsRect, layer.zPosition, layer.name)
    }

    init(view: UIView) {
        owningView = view
        super.init()
        delegate = view
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Geometry

    var geometry: LayerGeometry {
        get { owningView?.layerGeometry ?? ownGeometry }
        set {
            if let owningView { owningView.layerGeometry = newValue } else { ownGeometry = newValue; Appearance.changed() }
        }
    }

    /// Where the anchor point lies in the superlayer.
    open var position: CGPoint {
        get { owningView?.center ?? ownPosition }
        set {
            if let owningView { owningView.center = newValue } else { ownPosition = newValue; Appearance.changed() }
        }
    }

    open var bounds: CGRect {
        get { owningView?.bounds ?? ownBounds }
        set {
            if let owningView {
                owningView.bounds = newValue
                return
            }
            let resized = newValue.size != ownBounds.size
            ownBounds = newValue
            Appearance.changed()
            if resized {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// The point of the bounds placed at `position` and turned about, in unit coordinates.
    open var anchorPoint: CGPoint {
        get { geometry.anchorPoint }
        set { geometry.anchorPoint = newValue }
    }

    open var transform: CATransform3D {
        get { geometry.transform }
        set { geometry.transform = newValue }
    }

    open func affineTransform() -> CGAffineTransform { transform.affine }

    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The smallest rectangle of the superlayer holding the transformed bounds. Setting it sets the
    /// position and the bounds' size (with a transform, only the position moves).
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            return geometry.frame(position: position, size: bounds.size)
        }
        set {
            if let owningView {
                owningView.frame = newValue
            } else if transform.affine.isIdentity {
                position = geometry.position(forFrame: newValue)
                bounds.size = newValue.size
            } else {
                let old = frame
                position = CGPoint(x: position.x + newValue.midX - old.midX, y: position.y + newValue.midY - old.midY)
            }
        }
    }

    // MARK: Appearance shared with a view

    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let owningView {
                owningView.backgroundColor = newValue.map(UIColor.init(cgColor:))
            } else {
                ownBackgroundColor = newValue
                Appearance.changed()
            }
        }
    }

    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue; Appearance.changed() }
        }
    }

    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue; Appearance.changed() }
        }
    }

    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let owningView {
                owningView.clipsToBounds = newValue
            } else {
                ownMasksToBounds = newValue
                Appearance.changed()
            }
        }
    }

    /// The size the layer would like: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Hit testing

    /// True if `p` (in this layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The frontmost visible layer under `p` (in the superlayer's coordinates), this one or a sublayer.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(toParent.inverted())
        if masksToBounds, !contains(local) { return nil }
        for sublayer in drawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }


    // MARK: Drawing (CALayer+Rendering.swift)

    /// Draws the layer and its sublayers into `ctx`, the layer's bounds at the user-space origin:
    /// shadow, background, contents, its own drawing, sublayers (clipped to the rounded bounds if
    /// `masksToBounds`), then the border over them, all at `opacity` and through `mask`.
    open func render(in ctx: CGContext) {
        renderLayer(in: ctx)
    }

    /// Paints the layer's content; by default asks the delegate (`draw(_:in:)`). Called once the
    /// layer has been displayed (`setNeedsDisplay()`), with the context pushed as UIKit's current one.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// What the layer paints itself, over its contents: a view's `draw(_:)`, a displayed layer's
    /// `draw(in:)`; shape, gradient and text layers add theirs.
    func drawOwnContent(in ctx: CGContext) {
        if let owningView {
            owningView.draw(bounds)
        } else if hasDisplayedContent {
            draw(in: ctx)
        }
    }

    /// Brings the content up to date: the delegate's `display(_:)`, or else `draw(in:)` from now on.
    open func display() {
        if let delegate, owningView == nil {
            delegate.display(self)
        } else {
            hasDisplayedContent = true
        }
    }

    open func setNeedsDisplay() {
        if let owningView { return owningView.setNeedsDisplay() }
        needsDisplayFlag = true
        Appearance.changed()
    }

    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    // MARK: Layout

    open func setNeedsLayout() {
        if let owningView { return owningView.setNeedsLayout() }
        needsLayoutFlag = true
        Appearance.changed()
    }

    open func needsLayout() -> Bool { owningView?.needsLayout ?? needsLayoutFlag }

    open func layoutIfNeeded() {
        if let owningView { return owningView.layoutIfNeeded() }
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// Places the sublayers; by default asks the delegate (a view lays out its subviews).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    open func action(forKey event: String) -> (any CAAction)? {
        delegate?.action(for: self, forKey: event) ?? actions?[event] as? any CAAction
    }

    // MARK: Animations (CALayer+Animations.swift)

    /// Adds a copy of `anim`: its delegate hears it start and, after its duration, stop. Nothing
    /// moves here: pictures show the layer's own values (see docs/DECISIONS.md).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        attach(anim, forKey: key)
    }

    open func removeAnimation(forKey key: String) {
        detachAnimation(forKey: key)
    }

    open func removeAllAnimations() {
        for (key, _) in attachedAnimations { detachAnimation(forKey: key) }
    }

    open func animation(forKey key: String) -> CAAnimation? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    open func animationKeys() -> [String]? {
        attachedAnimations.isEmpty ? nil : attachedAnimations.map(\.key)
    }

    /// The layer as shown: here the layer itself, since animations end at once.
    open func presentation() -> Self? { self }

    open func model() -> Self { self }
}
