import Foundation
@testable import UIKit
import XCTest

@MainActor
final class ImageRendererTests: XCTestCase {
    /// Width and height from a PNG's IHDR chunk.
    private func pngPixelSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    private func assertColor(_ image: UIImage, _ x: Int, _ y: Int, is expected: UIColor,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let actual = image.pixelColor(x: x, y: y) else {
            return XCTFail("no pixel (\(x), \(y))", file: file, line: line)
        }
        let close = abs(actual.red - expected.red) < 0.02 && abs(actual.green - expected.green) < 0.02
            && abs(actual.blue - expected.blue) < 0.02 && abs(actual.alpha - expected.alpha) < 0.02
        XCTAssertTrue(close, "pixel (\(x), \(y)) is \(actual), not \(expected)", file: file, line: line)
    }

    func testARedOvalAtScaleTwo() async {
        let format = UIGraphicsImageRendererFormat.default()
        XCTAssertEqual(format.scale, 2, "the default format uses the main screen's scale")
        XCTAssertFalse(format.opaque)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 150, height: 150))
        let image = renderer.image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 150, height: 150)).fill()
        }
        XCTAssertEqual(image.size, CGSize(width: 150, height: 150))
        XCTAssertEqual(image.scale, 2)
        guard let png = image.pngData(), let pixels = pngPixelSize(png) else { return XCTFail("no PNG") }
        XCTAssertEqual(pixels.width, 300)
        XCTAssertEqual(pixels.height, 300)
        assertColor(image, 150, 150, is: .red)
        assertColor(image, 0, 0, is: .clear)
        assertColor(image, 299, 299, is: .clear)
    }

    func testContextFillsStrokesAndNestedRenderers() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let inner = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50), format: format)
        format.scale = 3  // the renderer kept a copy
        let image = renderer.image { context in
            XCTAssertEqual(context.format.scale, 1)
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            // A nested renderer draws into its own bitmap, then this one is current again.
            let blue = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { nested in
                UIColor.blue.setFill()
                nested.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            blue.draw(in: CGRect(x: 60, y: 0, width: 20, height: 20))
            inner.draw(at: CGPoint(x: 85, y: 0))
            UIColor.red.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 60, y: 40))
            path.addLine(to: CGPoint(x: 100, y: 40))
            path.lineWidth = 4
            path.stroke()
            XCTAssertFalse(context.currentImage.size == .zero)
        }
        XCTAssertEqual(image.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(image.scale, 1)
        assertColor(image, 25, 25, is: .white)
        assertColor(image, 55, 25, is: .black)  // opaque: undrawn pixels are black
        assertColor(image, 70, 10, is: .blue)
        assertColor(image, 90, 5, is: .green)  // inner is 10 × 10 points at scale 2, drawn at its size
        assertColor(image, 90, 12, is: .black)
        assertColor(image, 80, 40, is: .red)
        assertColor(image, 80, 45, is: .black)
    }

    func testArcsRoundedRectsAndPNGData() async {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 100, width: 40, height: 40))
        let png = renderer.pngData { _ in
            UIColor.blue.set()
            UIBezierPath(roundedRect: CGRect(x: 100, y: 100, width: 40, height: 20), cornerRadius: 8).fill()
            let arc = UIBezierPath(arcCenter: CGPoint(x: 120, y: 130), radius: 10, startAngle: 0, endAngle: .pi,
                                   clockwise: true)
            arc.close()
            XCTAssertEqual(arc.currentPoint.x, 130, accuracy: 1e-9)
            arc.fill()
        }
        guard let image = UIImage(data: png, scale: 2) else { return XCTFail("not a PNG") }
        XCTAssertEqual(image.size, CGSize(width: 40, height: 40))
        assertColor(image, 40, 20, is: .blue)  // (120, 110) points: inside the rounded rect
        assertColor(image, 1, 1, is: .clear)  // its rounded-off corner
        assertColor(image, 40, 66, is: .blue)  // (120, 133): the lower half-disc (clockwise, y down)
        assertColor(image, 40, 54, is: .clear)  // (120, 127): above the chord
    }

    func testAddClipKeepsLaterDrawingInsideThePathUntilTheStateIsRestored() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            context.cgContext.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.systemGray5.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
            context.cgContext.restoreGState()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 30, y: 0, width: 10, height: 20))
        }
        assertColor(image, 20, 20, is: .systemGray5)  // (10, 10): the oval's centre
        assertColor(image, 1, 1, is: .clear)  // (0.5, 0.5): outside the oval
        assertColor(image, 50, 20, is: .clear)  // (25, 10): outside the oval, before the restore
        assertColor(image, 70, 20, is: .red)  // (35, 10): drawn after the restore
    }

    func testDrawingOutsideARendererDoesNothing() async {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIImage().draw(at: .zero)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        }
        assertColor(image, 1, 1, is: .black)  // the red set outside was not kept
        let empty = UIGraphicsImageRenderer(size: .zero).image { _ in }
        XCTAssertEqual(empty.size, .zero)
        XCTAssertNil(empty.pngData())
    }
}
