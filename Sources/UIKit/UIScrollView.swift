import Foundation

/// A view whose content (`contentSize`) can be larger than itself; `contentOffset` is the content
/// point at the view's top-left corner (its `bounds.origin`). Main actor only.
///
/// It clips its content (`clipsToBounds`), and a finger dragging it scrolls it
/// (`panGestureRecognizer`, UIScrollView+Panning.swift). Offsets, insets and the delegate's callbacks
/// are kept as on iOS; animations and deceleration end at once, as `UIView.animate` does here.
@preconcurrency @MainActor
open class UIScrollView: UIView, _UIScrollViewDelegateOwning {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How fast scrolling slows down after the finger lifts; recorded only.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate, of whatever protocol the class's `delegate` property declares (`UIScrollView`'s,
    /// `UITableView`'s or `UICollectionView`'s); held weakly, as on iOS.
    package weak var delegateObject: AnyObject?

    var scrollViewDelegate: (any UIScrollViewDelegate)? { delegateObject as? any UIScrollViewDelegate }

    /// The size of the content, in points.
    open var contentSize = CGSize.zero
    /// Extra space around the content. Changing it calls `adjustedContentInsetDidChange()`.
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { adjustedContentInsetDidChange() } }
    }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var bouncesZoom = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle = IndicatorStyle.default
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var decelerationRate = DecelerationRate.normal
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// True while a finger is on the content, and once it has moved it.
    open internal(set) var isTracking = false
    open internal(set) var isDragging = false
    /// True only inside the delegate's deceleration callbacks: a fling's move ends at once here.
    open internal(set) var isDecelerating = false
    /// The drag that scrolls the view.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// Where the content was when the finger began to drag it.
    var offsetAtDragStart = CGPoint.zero
    open private(set) var isZooming = false
    open private(set) var isZoomBouncing = false
    private var zoomScaleValue: CGFloat = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installPanGestureRecognizer()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPanGestureRecognizer()
        clipsToBounds = coder.nibElement?.node.flag("clipsSubviews") ?? true
        if let (node, loading) = coder.nibElement { decodeScrollView(node, loading: loading) }
    }

    /// Its own drag begins only when there is something to scroll (`UIScrollView+Panning.swift`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer ? panMayBegin() : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Offset and insets

    /// The content point at the view's top-left corner: `bounds.origin`. Setting a different one
    /// calls the delegate's `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            scrollViewDelegate?.scrollViewDidScroll(self)
        }
    }

    /// `contentInset` plus the safe area where the behaviour asks for it; the safe area is empty
    /// here (no bars), so this is `contentInset`.
    open var adjustedContentInset: UIEdgeInsets {
        let safeArea = contentInsetAdjustmentBehavior == .never ? UIEdgeInsets.zero : safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
                            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }

    /// Called when `adjustedContentInset` changes; tells the delegate.
    open func adjustedContentInsetDidChange() {
        scrollViewDelegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Sets both scroll indicators' insets; reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// A guide for the content's rectangle (`contentSize` from the origin).
    open var contentLayoutGuide: UILayoutGuide { guide(named: Self.contentGuideIdentifier) }

    /// A guide for the scroll view's own frame, unscrolled.
    open var frameLayoutGuide: UILayoutGuide { guide(named: Self.frameGuideIdentifier) }

    static let contentGuideIdentifier = "UIScrollViewContentLayoutGuide"
    static let frameGuideIdentifier = "UIScrollViewFrameLayoutGuide"

    /// Places the content as Auto Layout says; constraints on the content area set `contentSize`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let guide = heldLayoutGuides.first(where: { $0.identifier == Self.contentGuideIdentifier }),
              let size = layoutRoot.solvedLayoutEngine()?.solvedRect(of: guide)?.size else { return }
        let scale = UIScreen.main.scale
        let aligned = CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
        if contentSize != aligned { contentSize = aligned }
    }

    /// Moves the content. Animated, the move ends at once and the delegate's
    /// `scrollViewDidEndScrollingAnimation(_:)` follows, as it does on iOS when an animation ends.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moves = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && moves { scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls as little as needed for `rect` (in content coordinates) to be inside the visible area,
    /// within the content's bounds; nothing if it already is.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll(toShow: rect, horizontally: nil, vertically: nil, animated: animated)
    }

    /// Where a rectangle ends up in the visible area along one axis.
    enum ScrollAlignment { case start, center, end }

    /// Scrolls so that `rect` is at the start, center or end of the visible area on each axis (nil:
    /// as little as needed to show it), within the content's bounds.
    func scroll(toShow rect: CGRect, horizontally: ScrollAlignment?, vertically: ScrollAlignment?, animated: Bool) {
        let insets = adjustedContentInset
        let visible = CGRect(x: contentOffset.x + insets.left, y: contentOffset.y + insets.top,
                             width: bounds.width - insets.left - insets.right,
                             height: bounds.height - insets.top - insets.bottom)
        func shift(_ alignment: ScrollAlignment?, _ minRect: CGFloat, _ maxRect: CGFloat,
                   _ minVisible: CGFloat, _ maxVisible: CGFloat) -> CGFloat {
            switch alignment {
            case .start: return minRect - minVisible
            case .center: return (minRect + maxRect) / 2 - (minVisible + maxVisible) / 2
            case .end: return maxRect - maxVisible
            case nil:
                if minRect < minVisible || maxRect - minRect > maxVisible - minVisible { return minRect - minVisible }
                return maxRect > maxVisible ? maxRect - maxVisible : 0
            }
        }
        let dx = shift(horizontally, rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = shift(vertically, rect.minY, rect.maxY, visible.minY, visible.maxY)
        setContentOffset(clamped(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy)), animated: animated)
    }

    /// `offset` kept within what scrolling can reach: from minus the leading insets to the content's
    /// far edge plus its insets, minus the view's size.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }

    /// Shows the indicators briefly on iOS; nothing to show here.
    open func flashScrollIndicators() {}

    // MARK: Zoom

    /// The content's scale, between `minimumZoomScale` and `maximumZoomScale`.
    open var zoomScale: CGFloat {
        get { zoomScaleValue }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms only if the delegate gives a view to zoom (`viewForZooming(in:)`), as on iOS; then
    /// `scrollViewDidZoom(_:)` is called.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let delegate = scrollViewDelegate, delegate.viewForZooming(in: self) != nil else { return }
        let scale = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard scale != zoomScaleValue else { return }
        zoomScaleValue = scale
        delegate.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` fills the view, within the allowed scales.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }

    /// A drag puts the keyboard away when `keyboardDismissMode` says so, as on iOS.
    func dismissKeyboardOnDrag() {
        guard keyboardDismissMode != .none, let editing = UIResponder.firstResponder else { return }
        editing.resignFirstResponder()
    }

    // MARK: Simulation

    /// A finger drags the content towards `offset`: `scrollViewWillBeginDragging`, the move
    /// (`scrollViewDidScroll`), `scrollViewWillEndDragging` (whose target the delegate may change),
    /// then `scrollViewDidEndDragging(willDecelerate: false)`. The offset stays within the content,
    /// where a bounce would bring it back. False if scrolling is disabled.
    @discardableResult
    package func simulateDrag(to offset: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        dismissKeyboardOnDrag()
        isTracking = true
        isDragging = true
        scrollViewDelegate?.scrollViewWillBeginDragging(self)
        contentOffset = clamped(offset)
        var target = contentOffset
        scrollViewDelegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        contentOffset = clamped(target)
        isTracking = false
        isDragging = false
        scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        return true
    }
}

/// Gives `UIScrollView` its `delegate` property from outside the class body, so that `UITableView`
/// and `UICollectionView` can declare a `delegate` of their own protocol's type, as Apple's SDK does
/// (Swift lets a class property shadow a protocol extension's, but not override one of another
/// type). Not for use by extensions.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateOwning: AnyObject {}

extension _UIScrollViewDelegateOwning where Self: UIScrollView {
    /// The object told about scrolling and zooming; held weakly. Main actor only.
    public var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set { delegateObject = newValue }
    }
}
