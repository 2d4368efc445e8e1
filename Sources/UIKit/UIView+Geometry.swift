import Foundation

/// Converting points and rectangles between views.
extension UIView {
    /// `point` of this view's bounds in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot()
        let target = view?.originInRoot() ?? CGPoint.zero
        return CGPoint(x: point.x + mine.x - target.x, y: point.y + mine.y - target.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? layoutRoot).convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where this view's bounds origin lies in its root's bounds coordinates.
    private func originInRoot() -> CGPoint {
        var x = -bounds.minX, y = -bounds.minY
        var view = self
        while let parent = view.superview {
            x += view.frame.minX - parent.bounds.minX
            y += view.frame.minY - parent.bounds.minY
            view = parent
        }
        return CGPoint(x: x + view.bounds.minX, y: y + view.bounds.minY)
    }
}
