import Foundation
@testable import UIKit
import XCTest

/// A view's layer drawn with `render(in:)`: background, rounded corners, border, subviews, text.
@MainActor
final class LayerRenderingTests: XCTestCase {
    private func render(_ view: UIView) -> [[UIColor]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
            view.layer.render(in: context.cgContext)
        }.pixelRows()
    }

    func testViewAndLayerShareBackgroundAlphaAndClipping() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        XCTAssertEqual(view.backgroundColor, .blue)
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5)
        view.layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        let child = UIView(frame: .zero)
        view.addSubview(child)
        XCTAssertTrue(view.layer.sublayers?.first === child.layer)
        view.layer.shadowOpacity = 0.4
        view.layer.shadowRadius = 6
        XCTAssertEqual(view.layer.shadowOpacity, 0.4)
        XCTAssertEqual(view.layer.shadowOffset, CGSize(width: 0, height: -3))
    }

    func testRoundedCornerLeavesTheCornerTransparentAndTheBorderIsDrawn() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        let pixels = render(view)
        XCTAssertEqual(pixels[0][0].alpha, 0, "the corner is cut away")
        XCTAssertEqual(pixels[39][39].alpha, 0)
        XCTAssertGreaterThan(pixels[20][0].red, 0.9, "the border on the left edge is red")
        XCTAssertLessThan(pixels[20][0].green, 0.1)
        XCTAssertEqual(pixels[20][20], UIColor(red: 1, green: 1, blue: 1, alpha: 1), "white inside")
    }

    func testMasksToBoundsClipsSubviewsToTheRoundedShape() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.cornerRadius = 20
        view.layer.masksToBounds = true
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        child.backgroundColor = .green
        view.addSubview(child)
        var pixels = render(view)
        XCTAssertEqual(pixels[0][0].alpha, 0, "clipped to the circle")
        XCTAssertGreaterThan(pixels[20][20].green, 0.9)
        view.layer.masksToBounds = false
        pixels = render(view)
        XCTAssertGreaterThan(pixels[0][0].green, 0.9, "not clipped")
    }

    func testALabelInAViewIsDrawnWithItsText() async {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        card.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 60, y: 0, width: 60, height: 40))
        label.text = "Hi"
        label.textColor = .black
        card.addSubview(label)
        let pixels = render(card)
        let darkLeft = pixels.flatMap { $0.prefix(60) }.filter { $0.red < 0.5 }.count
        let darkRight = pixels.flatMap { $0.suffix(60) }.filter { $0.red < 0.5 }.count
        XCTAssertEqual(darkLeft, 0, "nothing on the left half")
        XCTAssertGreaterThan(darkRight, 20, "the label's text on the right half")
    }
}
