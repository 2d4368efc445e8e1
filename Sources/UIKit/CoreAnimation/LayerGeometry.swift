import Foundation

/// Where a layer sits in its superlayer besides its position and size: the anchor point (the
/// point of its bounds, in unit coordinates, placed at `position` and turned about) and its transform.
struct LayerGeometry: Equatable {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3D()

    /// True for the centred anchor and no transform: the frame is the bounds' size around the position.
    var isPlain: Bool { anchorPoint == CGPoint(x: 0.5, y: 0.5) && transform.isIdentity }

    /// Maps points of a layer's bounds to its superlayer's bounds.
    func toSuperlayer(position: CGPoint, bounds: CGRect) -> CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The smallest rectangle of the superlayer holding the transformed bounds.
    func frame(position: CGPoint, size: CGSize) -> CGRect {
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let turned = transform.affine.isIdentity ? local : local.applying(transform.affine)
        return turned.offsetBy(dx: position.x, dy: position.y)
    }

    /// The position that puts an untransformed frame at `frame`.
    func position(forFrame frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }
}
