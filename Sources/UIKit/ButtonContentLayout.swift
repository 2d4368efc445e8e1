import Foundation

/// Where a button puts its image and title: side by side (image first, 4 points apart when both
/// show) inside the bounds less `contentEdgeInsets`, aligned by the content alignments, each then
/// moved by its own edge insets as UIKit moves them (half an inset when centred, all of it against
/// the edge it is aligned to).
struct ButtonContentLayout {
    let imageRect: CGRect
    let titleRect: CGRect

    init(bounds: CGRect, contentInsets: UIEdgeInsets, horizontal: UIControl.ContentHorizontalAlignment,
         vertical: UIControl.ContentVerticalAlignment, imageSize: CGSize, titleSize: CGSize,
         imageInsets: UIEdgeInsets, titleInsets: UIEdgeInsets) {
        let content = bounds.inset(by: contentInsets)
        let gap: CGFloat = imageSize != .zero && titleSize != .zero ? 4 : 0
        let width = imageSize.width + gap + titleSize.width
        let startX: CGFloat = switch horizontal {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - width
        case .center: content.midX - width / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch vertical {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.midY - height / 2
            }
        }
        func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
            let dx: CGFloat = switch horizontal {
            case .left, .leading, .fill: insets.left
            case .right, .trailing: -insets.right
            case .center: (insets.left - insets.right) / 2
            }
            let dy: CGFloat = switch vertical {
            case .top, .fill: insets.top
            case .bottom: -insets.bottom
            case .center: (insets.top - insets.bottom) / 2
            }
            return rect.offsetBy(dx: dx, dy: dy)
        }
        imageRect = moved(CGRect(x: startX, y: y(imageSize.height), width: imageSize.width, height: imageSize.height), by: imageInsets)
        titleRect = moved(CGRect(x: startX + imageSize.width + gap, y: y(titleSize.height), width: titleSize.width, height: titleSize.height),
                          by: titleInsets)
    }
}
