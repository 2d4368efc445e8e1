import Foundation
@testable import UIKit
import XCTest

/// Layers drawn as Core Animation composites them: shape, gradient and text layers, contents,
/// masks, transforms, shadows and per-corner rounding.
@MainActor
final class LayerDrawingTests: XCTestCase {
    private func render(_ layer: CALayer, size: CGSize) -> [[UIColor]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            layer.render(in: context.cgContext)
        }.pixelRows()
    }

    private func container(_ sublayers: CALayer...) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        for layer in sublayers { root.addSublayer(layer) }
        return root
    }

    func testAShapeLayerFillsItsPathAndStrokesOnlyTheStretchAsked() async {
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.red.cgColor
        ring.lineWidth = 8
        ring.strokeEnd = 0.3
        let pixels = render(container(ring), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[10][50].red, 0.9, "the ring starts at the top")
        XCTAssertGreaterThan(pixels[50][90].red, 0.9, "a quarter of the way round clockwise is the right side")
        XCTAssertEqual(pixels[90][50].alpha, 0, "the bottom is not reached")
        XCTAssertEqual(pixels[50][10].alpha, 0)
        XCTAssertEqual(pixels[50][50].alpha, 0, "no fill")
        ring.fillColor = UIColor.blue.cgColor
        ring.strokeEnd = 1
        let filled = render(container(ring), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(filled[50][50].blue, 0.9)
        XCTAssertGreaterThan(filled[90][50].red, 0.9, "the whole ring")
    }

    func testAGradientLayerRunsFromItsStartToItsEnd() async {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        var pixels = render(container(gradient), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[50][1].red, 0.95)
        XCTAssertGreaterThan(pixels[50][98].blue, 0.95)
        XCTAssertEqual(pixels[50][50].red, pixels[50][50].blue, accuracy: 0.05, "half way between")
        XCTAssertEqual(pixels[10][30], pixels[90][30], "constant across")
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        pixels = render(container(gradient), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[50][50].red, 0.95, "the first colour in the middle")
        XCTAssertGreaterThan(pixels[50][99].blue, 0.95, "the last at the edge")
        gradient.type = .conic
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        pixels = render(container(gradient), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[48][95].blue, 0.9, "just before the start direction, having come round: the last colour")
        XCTAssertLessThan(pixels[52][95].blue, 0.1, "just after it, the first colour")
        XCTAssertEqual(pixels[95][50].red, 0.75, accuracy: 0.05, "clockwise a quarter round (at the bottom), a quarter of the way")
    }

    func testAMaskKeepsOnlyWhatItCovers() async {
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        square.backgroundColor = UIColor.green.cgColor
        let circle = CAShapeLayer()
        circle.frame = square.bounds
        circle.path = CGPath(ellipseIn: square.bounds, transform: nil)
        square.mask = circle
        let pixels = render(container(square), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(pixels[2][2].alpha, 0, "the corner is masked away")
        XCTAssertGreaterThan(pixels[50][50].green, 0.9)
    }

    func testATransformedSublayerIsDrawnWhereHitTestingFindsIt() async {
        let bar = CALayer()
        bar.frame = CGRect(x: 10, y: 45, width: 80, height: 10)
        bar.backgroundColor = UIColor.black.cgColor
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let root = container(bar)
        let pixels = render(root, size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[15][50].alpha, 0.9, "the bar stands upright")
        XCTAssertEqual(pixels[50][15].alpha, 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 15)) === bar)
    }

    func testMaskedCornersRoundOnlyThoseCorners() async {
        let tab = CALayer()
        tab.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        tab.backgroundColor = UIColor.black.cgColor
        tab.cornerRadius = 30
        tab.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let pixels = render(container(tab), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(pixels[1][1].alpha, 0, "top corners round")
        XCTAssertEqual(pixels[1][98].alpha, 0)
        XCTAssertEqual(pixels[98][1].alpha, 1, "bottom corners square")
        XCTAssertEqual(pixels[98][98].alpha, 1)
    }

    func testAShadowIsCastByTheContentOrTheShadowPathAndClippedByMasksToBounds() async {
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        card.backgroundColor = UIColor.white.cgColor
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 10, height: 10)
        card.shadowRadius = 0
        var pixels = render(container(card), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[65][65].alpha, 0.9, "the shadow below and to the right")
        XCTAssertLessThan(pixels[65][65].red, 0.1)
        XCTAssertEqual(pixels[10][10].alpha, 0)
        card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        pixels = render(container(card), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(pixels[65][65].alpha, 0, "the path's shadow is small")
        XCTAssertGreaterThan(pixels[35][35].red, 0.9, "and under the card")
        card.shadowPath = nil
        card.masksToBounds = true
        pixels = render(container(card), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(pixels[65][65].alpha, 0, "masksToBounds clips the shadow away")
    }

    func testContentsAreDrawnByGravityAndATextLayerDrawsItsString() async {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let picture = CALayer()
        picture.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        picture.contents = dot.cgImage
        picture.contentsScale = dot.scale
        picture.contentsGravity = .center
        var pixels = render(container(picture), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[50][50].red, 0.9)
        XCTAssertEqual(pixels[40][40].alpha, 0, "centred at its own size")
        picture.contentsGravity = .resize
        pixels = render(container(picture), size: CGSize(width: 100, height: 100))
        XCTAssertGreaterThan(pixels[2][2].red, 0.9, "stretched")

        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        text.string = "Hi"
        text.fontSize = 30
        text.foregroundColor = UIColor.black.cgColor
        let drawn = render(container(text), size: CGSize(width: 100, height: 100)).flatMap { $0 }.filter { $0.alpha > 0.5 }
        XCTAssertGreaterThan(drawn.count, 50, "the string's ink")
    }

    func testACustomLayerDrawsOnceDisplayedAndAViewLaysOutItsLayersSublayers() async {
        final class Ticks: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let ticks = Ticks()
        ticks.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(render(container(ticks), size: CGSize(width: 100, height: 100))[5][5].alpha, 0,
                       "not displayed yet: nothing, as on iOS")
        ticks.setNeedsDisplay()
        XCTAssertGreaterThan(render(container(ticks), size: CGSize(width: 100, height: 100))[5][5].blue, 0.9)

        final class Banner: UIView {
            let gradient = CAGradientLayer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.addSublayer(gradient)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSublayers(of layer: CALayer) {
                super.layoutSublayers(of: layer)
                gradient.frame = bounds
            }
        }
        let banner = Banner(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        banner.layoutIfNeeded()
        XCTAssertEqual(banner.gradient.frame, banner.bounds)
    }
}
