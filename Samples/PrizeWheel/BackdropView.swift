import UIKit

/// A view whose layer holds a gradient layer sized to it in `layoutSublayers(of:)`, as apps do.
final class BackdropView: UIView {
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor(red: 0.99, green: 0.93, blue: 0.80, alpha: 1).cgColor,
                           UIColor(red: 0.98, green: 0.80, blue: 0.84, alpha: 1).cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradient, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradient.frame = bounds
    }
}
