import Foundation
@testable import UIKit
import XCTest

/// CoreGraphics drawing through `UIGraphicsImageRenderer`, checked pixel by pixel.
final class CGContextDrawingTests: XCTestCase {
    /// Renders at scale 1 so points are pixels.
    private func render(_ size: CGSize, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { draw($0.cgContext) }
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> UIColor {
        image.pixelColor(x: x, y: y) ?? UIColor(red: -1, green: -1, blue: -1, alpha: -1)
    }

    private func assertClose(_ actual: UIColor, _ expected: UIColor, tolerance: CGFloat = 0.03,
                             file: StaticString = #filePath, line: UInt = #line) {
        let close = abs(actual.red - expected.red) < tolerance && abs(actual.green - expected.green) < tolerance
            && abs(actual.blue - expected.blue) < tolerance && abs(actual.alpha - expected.alpha) < tolerance
        XCTAssertTrue(close, "\(actual) is not \(expected)", file: file, line: line)
    }

    func testLinearGradientEndsHaveTheirColours() {
        let image = render(CGSize(width: 100, height: 10)) { context in
            let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
            let locations: [CGFloat] = [0, 1]
            guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors,
                                            locations: locations) else { return XCTFail("no gradient") }
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        assertClose(pixel(image, 0, 5), .red)
        assertClose(pixel(image, 99, 5), .blue)
        let middle = pixel(image, 50, 5)
        XCTAssertEqual(middle.red, 0.5, accuracy: 0.05)
        XCTAssertEqual(middle.blue, 0.5, accuracy: 0.05)
    }

    func testLinearGradientExtendsOnlyWhenAsked() {
        let colors = [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
        let bare = render(CGSize(width: 100, height: 4)) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        }
        XCTAssertEqual(pixel(bare, 10, 2).alpha, 0, "nothing before the start")
        XCTAssertEqual(pixel(bare, 90, 2).alpha, 0, "nothing after the end")
        let extended = render(CGSize(width: 100, height: 4)) { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        assertClose(pixel(extended, 10, 2), .white)
        assertClose(pixel(extended, 90, 2), .black)
    }

    func testRadialGradientCentreAndRim() {
        let image = render(CGSize(width: 100, height: 100)) { context in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.yellow.cgColor, UIColor.green.cgColor] as CFArray, locations: [0, 1])!
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                       endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        }
        assertClose(pixel(image, 50, 50), .yellow, tolerance: 0.06)
        assertClose(pixel(image, 50, 88), .green, tolerance: 0.06)
        XCTAssertEqual(pixel(image, 2, 2).alpha, 0, "outside the end circle nothing is drawn")
    }

    func testPathsStateAndTransforms() {
        let image = render(CGSize(width: 60, height: 60)) { context in
            context.saveGState()
            context.translateBy(x: 30, y: 30)
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor.red.cgColor)
            context.addRect(CGRect(x: -5, y: -5, width: 10, height: 10))
            context.fillPath()
            context.restoreGState()
            // Restored: the transform is back to identity and the fill colour black.
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 10, y: 0))
            context.addLine(to: CGPoint(x: 0, y: 10))
            context.closePath()
            context.fillPath()
            context.setStrokeColor(UIColor.blue.cgColor)
            context.setLineWidth(4)
            context.strokeEllipse(in: CGRect(x: 40, y: 40, width: 16, height: 16))
        }
        assertClose(pixel(image, 21, 21), .red)
        assertClose(pixel(image, 39, 39), .red)
        XCTAssertEqual(pixel(image, 41, 30).alpha, 0, "the red square is 20 points wide, centred")
        assertClose(pixel(image, 2, 2), .black)
        assertClose(pixel(image, 48, 41), .blue, tolerance: 0.1)
        XCTAssertEqual(pixel(image, 48, 48).alpha, 0, "a stroked ellipse is hollow")
    }

    func testClipAlphaAndDash() {
        let image = render(CGSize(width: 40, height: 20)) { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
            context.setAlpha(0.5)
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
            context.setAlpha(1)
            context.setLineDash(phase: 0, lengths: [4, 4])
            context.setLineCap(.butt)
            context.setLineWidth(2)
            context.setStrokeColor(gray: 0, alpha: 1)
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 15), CGPoint(x: 20, y: 15)])
        }
        assertClose(pixel(image, 5, 5), UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(pixel(image, 30, 5).alpha, 0, "clipped away")
        assertClose(pixel(image, 2, 15), .black)
        XCTAssertEqual(pixel(image, 6, 15).alpha, 0, "a gap in the dash")
    }

    func testDrawCGImageUpsideDownAsCoreGraphicsDoes() {
        // A 2×2-point image: red on top, blue below.
        let source = render(CGSize(width: 2, height: 2)) { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
        guard let cgImage = source.cgImage else { return XCTFail("no CGImage") }
        XCTAssertEqual(cgImage.width, 2)
        let plain = render(CGSize(width: 20, height: 20)) { context in
            context.interpolationQuality = .none
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        assertClose(pixel(plain, 10, 2), .blue, tolerance: 0.05)
        assertClose(pixel(plain, 10, 18), .red, tolerance: 0.05)
        let flipped = render(CGSize(width: 20, height: 20)) { context in
            context.interpolationQuality = .none
            context.translateBy(x: 0, y: 20)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        assertClose(pixel(flipped, 10, 2), .red, tolerance: 0.05)
        XCTAssertEqual(UIImage(cgImage: cgImage).size, CGSize(width: 2, height: 2))
    }

    func testColorComponents() {
        let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5).cgColor
        XCTAssertEqual(color.components, [0.25, 0.5, 0.75, 0.5])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.alpha, 0.5)
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1).components, [0.5, 1])
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)).blue, 0.5)
    }

    func testOldImageContextFunctions() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 3)
        guard let context = UIGraphicsGetCurrentContext() else { return XCTFail("no current context") }
        XCTAssertEqual(context.width, 30)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        guard let image else { return XCTFail("no image") }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(image.scale, 3)
        assertClose(pixel(image, 3, 3), .green)
        XCTAssertEqual(pixel(image, 27, 3).alpha, 0)
        XCTAssertNotNil(image.pngData())
    }
}
