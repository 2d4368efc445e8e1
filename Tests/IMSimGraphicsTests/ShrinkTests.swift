import Foundation
import IMSimGraphics
import XCTest

/// A canvas shrunk by a whole factor: each pixel the average of its block, as a box filter gives it.
final class ShrinkTests: XCTestCase {
    func testEachPixelIsTheAverageOfItsBlock() {
        let canvas = Canvas(width: 7, height: 6)  // 3x: 2×2 pixels, the last column left out
        canvas.fillColor = .red
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 3, height: 3))  // the top left block: all red
        canvas.fillColor = .blue
        canvas.fill(rect: CGRect(x: 3, y: 0, width: 1, height: 3))  // the top right block: a third blue, the rest clear
        canvas.fillColor = RGBA(red: 0, green: 1, blue: 0, alpha: 1)
        canvas.fill(rect: CGRect(x: 0, y: 3, width: 6, height: 3))  // the bottom blocks: green
        let small = canvas.shrunk(by: 3)
        XCTAssertEqual([small.width, small.height], [2, 2])
        XCTAssertTrue(small.pixel(x: 0, y: 0).isClose(to: .red), "\(small.pixel(x: 0, y: 0))")
        let third = small.pixel(x: 1, y: 0)
        XCTAssertEqual(third.alpha, 85.0 / 255, accuracy: 0.002, "a third of the block covered: \(third)")
        XCTAssertTrue(RGBA(red: third.red, green: third.green, blue: third.blue, alpha: 1).isClose(to: .blue), "\(third)")
        XCTAssertTrue(small.pixel(x: 1, y: 1).isClose(to: RGBA(red: 0, green: 1, blue: 0, alpha: 1)))
    }

    func testAnOpaqueCanvasStaysOpaqueAndMatchesDrawingItScaled() {
        let canvas = Canvas(width: 90, height: 60, opaque: true)
        canvas.fillColor = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 90, height: 60))
        canvas.fillColor = RGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        canvas.fill(rect: CGRect(x: 30, y: 15, width: 30, height: 30))
        let small = canvas.shrunk(by: 3)
        XCTAssertTrue(small.isOpaque)
        XCTAssertTrue(small.pixel(x: 15, y: 10).isClose(to: RGBA(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)), "\(small.pixel(x: 15, y: 10))")
        XCTAssertTrue(small.pixel(x: 2, y: 2).isClose(to: RGBA(red: 1, green: 1, blue: 1, alpha: 1)))
    }

    /// Past 16 × 16 pixels a block is summed a channel at a time: the same averages.
    func testABlockOverSixteenPixelsWideIsAveragedToo() {
        let canvas = Canvas(width: 34, height: 17)  // 17x: 2×1 pixels
        canvas.fillColor = .red
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 17, height: 17))
        canvas.fillColor = .blue
        canvas.fill(rect: CGRect(x: 17, y: 0, width: 1, height: 17))  // one column of 17: a seventeenth blue
        let small = canvas.shrunk(by: 17)
        XCTAssertEqual([small.width, small.height], [2, 1])
        XCTAssertTrue(small.pixel(x: 0, y: 0).isClose(to: .red), "\(small.pixel(x: 0, y: 0))")
        XCTAssertEqual(small.pixel(x: 1, y: 0).alpha, 15.0 / 255, accuracy: 0.002, "\(small.pixel(x: 1, y: 0))")
    }
}
