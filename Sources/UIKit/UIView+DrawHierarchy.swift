import Foundation

extension UIView {
    /// Draws the view and its subviews, scaled to fill `rect`, into the current context; false if
    /// there is none.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        layoutIfNeeded()
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
