import Foundation
import IMSimGraphics
import XCTest

final class CanvasTests: XCTestCase {
    /// A red square at the top left and a blue ellipse at the bottom right of a 300×300 canvas.
    private func drawShapes() -> Canvas {
        let canvas = Canvas(width: 300, height: 300)
        canvas.fillColor = .red
        canvas.fill(rect: CGRect(x: 10, y: 10, width: 100, height: 100))
        canvas.fillColor = .blue
        canvas.fillEllipse(in: CGRect(x: 150, y: 150, width: 140, height: 100))
        return canvas
    }

    private func assertPixel(_ canvas: Canvas, _ x: Int, _ y: Int, is expected: RGBA,
                             file: StaticString = #filePath, line: UInt = #line) {
        let actual = canvas.pixel(x: x, y: y)
        XCTAssertTrue(actual.isClose(to: expected), "pixel (\(x), \(y)) is \(actual), not \(expected)",
                      file: file, line: line)
    }

    func testShapesSurviveThePNGRoundTrip() throws {
        let png = drawShapes().pngData()
        XCTAssertFalse(png.isEmpty)
        let decoded = try XCTUnwrap(Canvas.decode(png: png))
        XCTAssertEqual(decoded.width, 300)
        XCTAssertEqual(decoded.height, 300)
        assertPixel(decoded, 10, 10, is: .red)
        assertPixel(decoded, 60, 60, is: .red)
        assertPixel(decoded, 109, 109, is: .red)
        assertPixel(decoded, 110, 110, is: .clear)
        assertPixel(decoded, 220, 200, is: .blue)  // the ellipse's centre
        assertPixel(decoded, 155, 200, is: .blue)  // near its left end
        assertPixel(decoded, 152, 152, is: .clear)  // inside its box, outside the ellipse
        assertPixel(decoded, 220, 145, is: .clear)  // above it
        assertPixel(decoded, 0, 299, is: .clear)
    }

    func testPathsStrokesAndScale() {
        let canvas = Canvas(width: 200, height: 200)
        canvas.scaleBy(x: 2, y: 2)  // 100 × 100 units
        canvas.fillColor = .green
        canvas.move(to: CGPoint(x: 0, y: 0))
        canvas.addLine(to: CGPoint(x: 50, y: 0))
        canvas.addLine(to: CGPoint(x: 0, y: 50))
        canvas.closePath()
        canvas.fillPath()
        assertPixel(canvas, 10, 10, is: .green)
        assertPixel(canvas, 90, 90, is: .clear)

        canvas.strokeColor = .blue
        canvas.lineWidth = 4
        canvas.addArc(center: CGPoint(x: 70, y: 70), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        canvas.strokePath()
        assertPixel(canvas, 180, 140, is: .blue)  // (90, 70) in units: on the circle
        assertPixel(canvas, 140, 140, is: .clear)  // its centre

        canvas.fillColor = RGBA(red: 1, green: 1, blue: 0)
        canvas.fillRoundedRect(CGRect(x: 60, y: 0, width: 40, height: 40), cornerRadius: 10)
        assertPixel(canvas, 160, 40, is: RGBA(red: 1, green: 1, blue: 0))
        assertPixel(canvas, 121, 1, is: .clear)  // the rounded-off corner
        XCTAssertNil(canvas.currentPoint, "filling consumes the path")

        canvas.clear()
        assertPixel(canvas, 10, 10, is: .clear)
    }

    func testTextAndImagesDrawPixels() throws {
        let canvas = Canvas(width: 200, height: 60, opaque: true)
        XCTAssertTrue(canvas.isOpaque)
        assertPixel(canvas, 0, 0, is: .black)
        canvas.fillColor = .white
        canvas.drawText("Hello", at: CGPoint(x: 4, y: 4), size: 40)
        let size = canvas.measureText("Hello", size: 40)
        XCTAssertGreaterThan(size.width, 40)
        var lit = 0
        for x in 0..<200 { for y in 0..<60 where canvas.pixel(x: x, y: y).red > 0.5 { lit += 1 } }
        XCTAssertGreaterThan(lit, 200, "the text left white pixels")
        XCTAssertEqual(PNGInfo(data: canvas.pngData())?.colorType, .rgb)

        let stamp = Canvas(width: 2, height: 2)
        stamp.fillColor = .red
        stamp.fill(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        let target = Canvas(width: 40, height: 40)
        target.draw(stamp, in: CGRect(x: 10, y: 10, width: 20, height: 20))
        assertPixel(target, 20, 20, is: .red)
        assertPixel(target, 5, 5, is: .clear)
        assertPixel(target, 35, 35, is: .clear)
    }

    func testEmptyCanvasEncodesToNothing() {
        XCTAssertEqual(Canvas(width: 0, height: 0).pngData(), Data())
    }
}
