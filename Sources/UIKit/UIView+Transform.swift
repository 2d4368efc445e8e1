import Foundation

/// A view's transform (its layer's, flattened) and the mapping of points to and from its superview.
extension UIView {
    /// The view's transform about its center (its layer's anchor point); identity at first.
    /// Drawing, hit testing and `convert` follow it; Auto Layout places the untransformed view.
    public var transform: CGAffineTransform {
        get { layerGeometry.transform.affine }
        set { layerGeometry.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The layer's whole transform; drawn by its affine part.
    public var transform3D: CATransform3D {
        get { layerGeometry.transform }
        set { layerGeometry.transform = newValue }
    }

    /// Maps points of this view's bounds to its superview's bounds.
    var toSuperview: CGAffineTransform {
        if layerGeometry.isPlain {
            let frame = layoutFrame, origin = bounds.origin
            return CGAffineTransform(translationX: frame.minX - origin.x, y: frame.minY - origin.y)
        }
        return layerGeometry.toSuperlayer(position: center, bounds: bounds)
    }

    /// `point` of the superview's bounds in this view's bounds.
    package func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if layerGeometry.isPlain {
            let frame = layoutFrame, origin = bounds.origin
            return CGPoint(x: point.x - frame.minX + origin.x, y: point.y - frame.minY + origin.y)
        }
        return point.applying(toSuperview.inverted())
    }

    /// Maps points of this view's bounds to its root's bounds.
    var toRoot: CGAffineTransform {
        var transform = CGAffineTransform.identity
        var view = self
        while let parent = view.superview {
            transform = transform.concatenating(view.toSuperview)
            view = parent
        }
        return transform
    }
}
