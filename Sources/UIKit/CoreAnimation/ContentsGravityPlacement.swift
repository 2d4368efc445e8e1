import Foundation

/// Where contents of a size go in a layer's bounds for a `contentsGravity` (y down, as UIKit shows it).
struct ContentsGravityPlacement {
    let gravity: CALayerContentsGravity

    func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let widthScale = bounds.width / size.width, heightScale = bounds.height / size.height
            let scale = gravity == .resizeAspect ? min(widthScale, heightScale) : max(widthScale, heightScale)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                          width: fitted.width, height: fitted.height)
        default:
            let name = gravity.rawValue.lowercased()
            let x = name.contains("left") ? bounds.minX
                : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.hasPrefix("top") ? bounds.minY
                : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
