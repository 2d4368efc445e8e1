import QuartzCore
import UIKit

/// Six wedges of a wheel, each a shape layer with a text layer for its prize, a rim that a stroke
/// sweeps round while the wheel spins, and a hub. A tap picks the wedge under the finger, read in
/// the wheel's own coordinates, so wherever the wheel has turned.
final class WheelView: UIView {
    static let prizes = ["Pizza", "Movie", "Tacos", "Karaoke", "Bowling", "Picnic"]
    private static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]

    let rim = CAShapeLayer()
    private var wedges: [CAShapeLayer] = []
    private var labels: [CATextLayer] = []
    private let hub = CAShapeLayer()
    /// Called with the prize a finger tapped.
    var onPick: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "Wheel"
        for (index, color) in Self.colors.enumerated() {
            let wedge = CAShapeLayer()
            wedge.fillColor = color.cgColor
            wedge.strokeColor = UIColor.white.cgColor
            wedge.lineWidth = 2
            layer.addSublayer(wedge)
            wedges.append(wedge)
            let label = CATextLayer()
            label.string = Self.prizes[index]
            label.fontSize = 13
            label.foregroundColor = UIColor.black.cgColor
            label.alignmentMode = .center
            layer.addSublayer(label)
            labels.append(label)
        }
        rim.fillColor = nil
        rim.strokeColor = UIColor.systemYellow.cgColor
        rim.lineWidth = 6
        rim.lineCap = .round
        layer.addSublayer(rim)
        hub.fillColor = UIColor.white.cgColor
        hub.shadowOpacity = 0.3
        hub.shadowOffset = CGSize(width: 0, height: 1)
        hub.shadowRadius = 2
        layer.addSublayer(hub)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    private var center0: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
    private var radius: CGFloat { min(bounds.width, bounds.height) / 2 - 6 }

    /// The angle wedge `index` starts at: the first at the top, the others clockwise.
    static func startAngle(of index: Int) -> CGFloat {
        -.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(prizes.count)
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        let step = 2 * CGFloat.pi / CGFloat(Self.prizes.count)
        for (index, wedge) in wedges.enumerated() {
            let path = UIBezierPath()
            path.move(to: center0)
            path.addArc(withCenter: center0, radius: radius, startAngle: Self.startAngle(of: index),
                        endAngle: Self.startAngle(of: index) + step, clockwise: true)
            path.close()
            wedge.frame = bounds
            wedge.path = path.cgPath
            let middle = Self.startAngle(of: index) + step / 2
            let label = labels[index]
            label.bounds = CGRect(x: 0, y: 0, width: 70, height: 18)
            label.position = CGPoint(x: center0.x + cos(middle) * radius * 0.62, y: center0.y + sin(middle) * radius * 0.62)
            label.setAffineTransform(CGAffineTransform(rotationAngle: middle + .pi / 2))
        }
        rim.frame = bounds
        rim.path = UIBezierPath(arcCenter: center0, radius: radius + 2, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                                clockwise: true).cgPath
        hub.frame = CGRect(x: center0.x - 14, y: center0.y - 14, width: 28, height: 28)
        hub.path = CGPath(ellipseIn: hub.bounds, transform: nil)
    }

    /// The prize of the wedge under `point` (the wheel's coordinates), or nil off the wheel.
    func prize(at point: CGPoint) -> String? {
        let dx = point.x - center0.x, dy = point.y - center0.y
        guard hypot(dx, dy) <= radius else { return nil }
        var angle = atan2(dy, dx) + .pi / 2
        if angle < 0 { angle += 2 * .pi }
        let index = Int(angle / (2 * .pi / CGFloat(Self.prizes.count))) % Self.prizes.count
        return Self.prizes[index]
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let prize = prize(at: touch.location(in: self)) else { return }
        onPick?(prize)
    }
}
