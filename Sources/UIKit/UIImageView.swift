import Foundation

/// Shows an image, drawn by `draw(_:)` when its layer is rendered. Main actor only.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            if image !== oldValue { invalidateIntrinsicContentSize() }
            Appearance.changed()
        }
    }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Draws the image into the bounds: stretched, or fitted or filled keeping its aspect ratio.
    open override func draw(_ rect: CGRect) {
        guard let image = isHighlighted ? highlightedImage ?? self.image : image,
              image.size.width > 0, image.size.height > 0 else { return }
        let bounds = self.bounds
        let widthRatio = bounds.width / image.size.width, heightRatio = bounds.height / image.size.height
        let ratio: CGFloat? = switch contentMode {
        case .scaleAspectFit: min(widthRatio, heightRatio)
        case .scaleAspectFill: max(widthRatio, heightRatio)
        default: nil
        }
        // A template image (a symbol, unless asked otherwise) is drawn in its tint, else the view's.
        let tint = image.isTemplate ? image.tint ?? tintColor : nil
        guard let ratio else { return image.draw(in: bounds, alpha: 1, tint: tint) }
        let size = CGSize(width: image.size.width * ratio, height: image.size.height * ratio)
        image.draw(in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                              width: size.width, height: size.height), alpha: 1, tint: tint)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = coder.nibElement?.node.flag("userInteractionEnabled") ?? false
        if let (node, _) = coder.nibElement { decodeImageView(node) }
    }
}
