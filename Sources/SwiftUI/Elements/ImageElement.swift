import UIKit

/// `Image`: its picture's size, or, once `resizable`, whatever it is offered (kept to the picture's
/// aspect ratio with `aspectRatio`, `scaledToFit` or `scaledToFill`).
final class ImageElement: Element {
    let imageView = UIImageView()
    private var resizable = false
    private var aspect: (ratio: CGFloat?, contentMode: ContentMode)?
    private var name: String?

    init() {
        super.init(view: imageView)
    }

    func update(image: UIImage?, name: String?, tint: UIColor, resizable: Bool, aspect: (CGFloat?, ContentMode)?) {
        if imageView.image !== image { imageView.image = image }
        if imageView.tintColor != tint { imageView.tintColor = tint }
        self.resizable = resizable
        self.aspect = aspect.map { (ratio: $0.0, contentMode: $0.1) }
        self.name = name
        imageView.contentMode = aspect?.1 == .fill ? .scaleAspectFill : (aspect == nil ? .scaleToFill : .scaleAspectFit)
    }

    private var symbolKey: (name: String, font: UIFont, tint: UIColor)?
    private var symbol: UIImage?

    /// The symbol image for these, made again only when one of them changed.
    func cachedSymbol(_ name: String, font: UIFont, tint: UIColor, make: () -> UIImage?) -> UIImage? {
        if let key = symbolKey, key.name == name, key.font == font, key.tint == tint { return symbol }
        symbolKey = (name, font, tint)
        symbol = make()
        return symbol
    }

    /// The picture's own size, in points.
    var naturalSize: CGSize { imageView.image?.size ?? .zero }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard resizable else { return natural }
        guard let aspect else { return proposal.replacingUnspecifiedDimensions(by: natural) }
        let ratio = aspect.ratio ?? (natural.height > 0 ? natural.width / natural.height : 1)
        return AspectFitting.size(ratio: ratio, contentMode: aspect.contentMode, proposal: proposal, natural: natural)
    }

    override var imageNames: [String] { imageView.accessibilityLabel.map { [$0] } ?? name.map { [$0] } ?? [] }
}

/// The size a view kept to an aspect ratio takes in a proposal: the largest that fits (`.fit`) or
/// the smallest that fills (`.fill`); where a dimension is not proposed, the other decides.
enum AspectFitting {
    static func size(ratio: CGFloat, contentMode: ContentMode, proposal: ProposedViewSize, natural: CGSize) -> CGSize {
        guard ratio > 0 else { return .zero }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return natural.width > 0 ? CGSize(width: natural.width, height: natural.width / ratio) : .zero
        case let (width?, nil):
            return CGSize(width: width, height: width / ratio)
        case let (nil, height?):
            return CGSize(width: height * ratio, height: height)
        case let (width?, height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            switch contentMode {
            case .fit: return fits ? byWidth : byHeight
            case .fill: return fits ? byHeight : byWidth
            }
        }
    }
}
