import Foundation

/// A finger scrolls a scroll view as on iOS: its `panGestureRecognizer` begins once the finger has
/// moved 10 points, the content follows the finger within its bounds (no rubber band past its edges),
/// and a finger that lifts while moving flings the content on to where iOS's deceleration would stop
/// it, at once: `(velocity / 1000) × rate / (1 − rate)` points further, with `decelerationRate`
/// (0.998 a millisecond, normal) as Apple describes the projection ("Designing Fluid Interfaces",
/// WWDC 2018). With paging, it stops at the next page in the fling's direction, or the nearest.
/// The delegate hears `scrollViewWillBeginDragging`, `scrollViewDidScroll` at each move,
/// `scrollViewWillEndDragging` (velocity in points a millisecond; it may change the target),
/// `scrollViewDidEndDragging(willDecelerate:)`, then `scrollViewWillBeginDecelerating` and
/// `scrollViewDidEndDecelerating` around a fling.
extension UIScrollView {
    /// A fling slower than this (points a second) stops where the finger lifted.
    static let flingThreshold: CGFloat = 250

    func installPanGestureRecognizer() {
        panGestureRecognizer.ownAction = { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.follow(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// True if the content can move (or bounces always) along the way the finger first moved, and
    /// the finger did not go down on a control that moves with it (a slider's thumb, a switch), which
    /// keeps it, as on iOS: a table that scrolls up and down lets a sideways swipe go to its rows'
    /// recognizers, and a sideways drag on it to a paging scroll view around it.
    func panMayBegin() -> Bool {
        guard isScrollEnabled else { return false }
        if let touched = panGestureRecognizer.trackedTouches.first?.view,
           (touched is UISlider || touched is UISwitch), (touched as? UIControl)?.isTracking == true {
            return false
        }
        let insets = adjustedContentInset
        let scrollsHorizontally = contentSize.width + insets.left + insets.right > bounds.width || alwaysBounceHorizontal
        let scrollsVertically = contentSize.height + insets.top + insets.bottom > bounds.height || alwaysBounceVertical
        let moved = panGestureRecognizer.translation(in: self)
        if moved == .zero { return scrollsHorizontally || scrollsVertically }
        return abs(moved.x) > abs(moved.y) ? scrollsHorizontally : scrollsVertically
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            dismissKeyboardOnDrag()
            offsetAtDragStart = contentOffset
            isTracking = true
            isDragging = true
            scrollViewDelegate?.scrollViewWillBeginDragging(self)
            move(with: pan)
        case .changed:
            move(with: pan)
        case .ended:
            move(with: pan)
            endDrag(velocity: pan.velocity(in: self))
        case .cancelled:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    /// The content under the finger: where it was when the drag began, less the finger's movement.
    private func move(with pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        contentOffset = clamped(CGPoint(x: offsetAtDragStart.x - translation.x, y: offsetAtDragStart.y - translation.y))
    }

    private func endDrag(velocity: CGPoint) {
        isTracking = false
        let fast = abs(velocity.x) >= Self.flingThreshold || abs(velocity.y) >= Self.flingThreshold
        let flung = fast ? velocity : .zero
        var target = clamped(projectedOffset(velocity: flung))
        // iOS gives the velocity in points a millisecond, positive as the content's offset grows.
        scrollViewDelegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: 0 - flung.x / 1000, y: 0 - flung.y / 1000),
                                                      targetContentOffset: &target)
        target = clamped(target)
        let decelerates = target != contentOffset
        isDragging = false
        scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        isDecelerating = true
        scrollViewDelegate?.scrollViewWillBeginDecelerating(self)
        contentOffset = target
        isDecelerating = false
        scrollViewDelegate?.scrollViewDidEndDecelerating(self)
    }

    /// Where the content stops after a finger lifts at `velocity` (points a second, the finger's).
    private func projectedOffset(velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let distance = { (speed: CGFloat) in speed / 1000 * rate / (1 - rate) }
        let free = CGPoint(x: contentOffset.x - distance(velocity.x), y: contentOffset.y - distance(velocity.y))
        guard isPagingEnabled, bounds.width > 0, bounds.height > 0 else { return free }
        func page(_ offset: CGFloat, start: CGFloat, speed: CGFloat, size: CGFloat) -> CGFloat {
            let startPage = (start / size).rounded()
            if speed <= -Self.flingThreshold { return (startPage + 1) * size }
            if speed >= Self.flingThreshold { return (startPage - 1) * size }
            return (offset / size).rounded() * size
        }
        return CGPoint(x: page(contentOffset.x, start: offsetAtDragStart.x, speed: velocity.x, size: bounds.width),
                       y: page(contentOffset.y, start: offsetAtDragStart.y, speed: velocity.y, size: bounds.height))
    }
}
