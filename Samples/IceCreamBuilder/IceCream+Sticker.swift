import Foundation
import UIKit

/// The size of a sticker in points: 600 × 600 pixels at the screen's scale of 2, within the 300 to
/// 618 pixels a side that `MSSticker` accepts.
let IceCreamStickerSize = CGSize(width: 300, height: 300)

/// Extends `IceCream` to draw itself: the parts chosen so far, with shapes and colours per part.
extension IceCream {
    /// The background of opaque stickers, as in message bubbles.
    private static let backgroundColor = UIColor(red: 250.0 / 255.0, green: 225.0 / 255.0, blue: 235.0 / 255.0,
                                                 alpha: 1.0)

    /// Draws the sundae so far in a 300 × 300 point image (600 × 600 pixels). `opaque` gives it a
    /// coloured background, for a message's layout; otherwise it is transparent, for a sticker.
    @MainActor
    func renderSticker(opaque: Bool) -> UIImage? {
        let format = UIGraphicsImageRendererFormat.default()
        format.opaque = opaque
        // MSSticker takes 300 to 618 pixels a side: 2x whatever the screen's scale (900 pixels at 3x).
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: IceCreamStickerSize, format: format)

        let image = renderer.image { context in
            // Give the image a coloured background, or a clear one.
            let backgroundColor = opaque ? IceCream.backgroundColor : UIColor.clear
            backgroundColor.setFill()
            context.fill(CGRect(origin: .zero, size: IceCreamStickerSize))

            // The scoops sit inside the base, so the base is drawn over their lower half.
            if let scoops {
                scoops.draw()
            }
            if let base {
                base.draw()
            }
            if let topping {
                topping.draw()
            }
        }

        return image.pngData() == nil ? nil : image
    }
}

// MARK: Drawing each part

extension Base {
    @MainActor
    func draw() {
        switch self {
        case .cone:
            // A wafer triangle with a criss-cross pattern.
            let cone = UIBezierPath()
            cone.move(to: CGPoint(x: 100, y: 150))
            cone.addLine(to: CGPoint(x: 200, y: 150))
            cone.addLine(to: CGPoint(x: 150, y: 285))
            cone.close()
            UIColor(red: 0.87, green: 0.65, blue: 0.38, alpha: 1).setFill()
            cone.fill()

            let pattern = UIBezierPath()
            for step in 0..<5 {
                let offset = CGFloat(step) * 22
                pattern.move(to: CGPoint(x: 108 + offset, y: 150))
                pattern.addLine(to: CGPoint(x: 150 + offset / 3, y: 265 - offset / 2))
                pattern.move(to: CGPoint(x: 192 - offset, y: 150))
                pattern.addLine(to: CGPoint(x: 150 - offset / 3, y: 265 - offset / 2))
            }
            pattern.lineWidth = 3
            UIColor(red: 0.70, green: 0.47, blue: 0.24, alpha: 1).setStroke()
            pattern.stroke()
            cone.lineWidth = 4
            cone.stroke()
        case .cup:
            // A paper cup: a trapezoid with a rim.
            let cup = UIBezierPath()
            cup.move(to: CGPoint(x: 88, y: 160))
            cup.addLine(to: CGPoint(x: 212, y: 160))
            cup.addLine(to: CGPoint(x: 190, y: 280))
            cup.addLine(to: CGPoint(x: 110, y: 280))
            cup.close()
            UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
            cup.fill()

            let stripes = UIBezierPath()
            for x in stride(from: CGFloat(115), through: 185, by: 23) {
                stripes.move(to: CGPoint(x: x, y: 175))
                stripes.addLine(to: CGPoint(x: 150 + (x - 150) * 0.8, y: 272))
            }
            stripes.lineWidth = 6
            UIColor.white.setStroke()
            stripes.stroke()

            let rim = UIBezierPath(roundedRect: CGRect(x: 82, y: 150, width: 136, height: 18), cornerRadius: 6)
            UIColor(red: 0.35, green: 0.60, blue: 0.85, alpha: 1).setFill()
            rim.fill()
        }
    }
}

extension Scoops {
    private var color: UIColor {
        switch self {
        case .vanilla: UIColor(red: 0.99, green: 0.95, blue: 0.80, alpha: 1)
        case .chocolate: UIColor(red: 0.45, green: 0.27, blue: 0.16, alpha: 1)
        case .strawberry: UIColor(red: 0.98, green: 0.58, blue: 0.70, alpha: 1)
        }
    }

    private var shadeColor: UIColor {
        switch self {
        case .vanilla: UIColor(red: 0.90, green: 0.82, blue: 0.60, alpha: 1)
        case .chocolate: UIColor(red: 0.32, green: 0.18, blue: 0.10, alpha: 1)
        case .strawberry: UIColor(red: 0.88, green: 0.42, blue: 0.55, alpha: 1)
        }
    }

    /// Three scoops: two side by side and one on top.
    @MainActor
    func draw() {
        let scoops = [
            CGRect(x: 86, y: 104, width: 72, height: 68),
            CGRect(x: 142, y: 104, width: 72, height: 68),
            CGRect(x: 111, y: 58, width: 78, height: 72),
        ]
        for rect in scoops {
            let scoop = UIBezierPath(ovalIn: rect)
            color.setFill()
            scoop.fill()
            scoop.lineWidth = 3
            shadeColor.setStroke()
            scoop.stroke()
        }
    }
}

extension Topping {
    @MainActor
    func draw() {
        switch self {
        case .sprinkles:
            let colors: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .white, .systemOrange]
            let positions: [CGPoint] = [
                CGPoint(x: 128, y: 78), CGPoint(x: 150, y: 70), CGPoint(x: 170, y: 84), CGPoint(x: 140, y: 98),
                CGPoint(x: 162, y: 108), CGPoint(x: 106, y: 128), CGPoint(x: 124, y: 118), CGPoint(x: 182, y: 122),
                CGPoint(x: 196, y: 136), CGPoint(x: 112, y: 146), CGPoint(x: 150, y: 130), CGPoint(x: 176, y: 146),
            ]
            for (index, point) in positions.enumerated() {
                let sprinkle = UIBezierPath(roundedRect: CGRect(x: point.x, y: point.y, width: 10, height: 4),
                                            cornerRadius: 2)
                colors[index % colors.count].setFill()
                sprinkle.fill()
            }
        case .cherry:
            let stem = UIBezierPath()
            stem.move(to: CGPoint(x: 150, y: 48))
            stem.addQuadCurve(to: CGPoint(x: 168, y: 18), controlPoint: CGPoint(x: 152, y: 26))
            stem.lineWidth = 3
            UIColor(red: 0.30, green: 0.45, blue: 0.15, alpha: 1).setStroke()
            stem.stroke()

            let cherry = UIBezierPath(ovalIn: CGRect(x: 134, y: 40, width: 32, height: 30))
            UIColor(red: 0.80, green: 0.05, blue: 0.12, alpha: 1).setFill()
            cherry.fill()

            let shine = UIBezierPath(ovalIn: CGRect(x: 142, y: 46, width: 8, height: 6))
            UIColor.white.withAlphaComponent(0.7).setFill()
            shine.fill()
        case .nuts:
            let positions: [CGPoint] = [
                CGPoint(x: 130, y: 74), CGPoint(x: 158, y: 68), CGPoint(x: 144, y: 94), CGPoint(x: 172, y: 96),
                CGPoint(x: 110, y: 124), CGPoint(x: 188, y: 126), CGPoint(x: 140, y: 130), CGPoint(x: 162, y: 138),
            ]
            UIColor(red: 0.62, green: 0.42, blue: 0.22, alpha: 1).setFill()
            for point in positions {
                let nut = UIBezierPath()
                nut.move(to: CGPoint(x: point.x, y: point.y))
                nut.addLine(to: CGPoint(x: point.x + 9, y: point.y - 3))
                nut.addLine(to: CGPoint(x: point.x + 12, y: point.y + 5))
                nut.addLine(to: CGPoint(x: point.x + 3, y: point.y + 9))
                nut.close()
                nut.fill()
            }
        }
    }
}
