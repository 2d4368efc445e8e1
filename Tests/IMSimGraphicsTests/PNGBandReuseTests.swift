import Foundation
@testable import IMSimGraphics
import XCTest

/// A phone's next picture is encoded from its last: the bands of rows they share are not deflated
/// again, and the bytes are exactly those of encoding the picture on its own.
final class PNGBandReuseTests: XCTestCase {
    private func screen(bubbleAt bubbleY: Double, opaque: Bool = true) -> Canvas {
        let canvas = Canvas(width: 750, height: 1334, opaque: opaque)
        canvas.fillColor = .white
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 750, height: 1334))
        canvas.fillColor = RGBA(red: 0.97, green: 0.97, blue: 0.97)
        canvas.fill(rect: CGRect(x: 0, y: 0, width: 750, height: 180))
        canvas.fillColor = .black
        canvas.drawText("Kate", at: CGPoint(x: 330, y: 120), size: 26)
        canvas.fillColor = RGBA(red: 0.04, green: 0.52, blue: 1)
        canvas.fillRoundedRect(CGRect(x: 300, y: bubbleY, width: 420, height: 80), cornerRadius: 36)
        canvas.fillColor = .white
        canvas.drawText("Count me in", at: CGPoint(x: 330, y: bubbleY + 24), size: 30)
        return canvas
    }

    func testAnUnchangedPictureReusesEveryBandAndGivesTheSameBytes() {
        let first = screen(bubbleAt: 600).pngEncoding(after: nil)
        XCTAssertEqual(first.reusedBands, 0)
        let again = screen(bubbleAt: 600)
        let second = again.pngEncoding(after: first)
        XCTAssertEqual(second.reusedBands, second.bandCount)
        XCTAssertEqual(second.png, again.pngData())
    }

    /// The small picture of the next screen takes the rows the PNG took unchanged from the last
    /// one's small picture, and is the same JPEG as made on its own.
    func testTheSmallPictureOfAMovedBubbleIsTheOneMadeOnItsOwn() throws {
        let firstCanvas = screen(bubbleAt: 600)
        let first = firstCanvas.pngEncoding(after: nil)
        let firstSmall = try XCTUnwrap(SmallPicture(of: firstCanvas, width: 250))
        let moved = screen(bubbleAt: 900)
        let second = moved.pngEncoding(after: first)
        XCTAssertFalse(second.unchangedRows.isEmpty)
        let small = try XCTUnwrap(SmallPicture(of: moved, width: 250, after: firstSmall, unchangedRows: second.unchangedRows))
        XCTAssertEqual(small.jpeg, moved.smallPicture(width: 250))
        XCTAssertNotEqual(small.jpeg, firstSmall.jpeg)

        // The rows said to be unchanged are taken, not shrunk again: told that every row is, it
        // gives the last picture back.
        let told = try XCTUnwrap(SmallPicture(of: moved, width: 250, after: firstSmall, unchangedRows: [0..<moved.height]))
        XCTAssertEqual(told.jpeg, firstSmall.jpeg)
    }

    func testAMovedBubbleDeflatesOnlyTheBandsAroundIt() throws {
        let first = screen(bubbleAt: 600).pngEncoding(after: nil)
        let moved = screen(bubbleAt: 900)
        let second = moved.pngEncoding(after: first)
        XCTAssertEqual(second.png, moved.pngData(), "the same bytes as encoding it on its own")
        XCTAssertGreaterThan(second.reusedBands, second.bandCount / 2, "the header and most of the screen are unchanged")
        XCTAssertLessThan(second.reusedBands, second.bandCount, "the bands the bubble left and entered are deflated again")
        let decoded = try XCTUnwrap(Canvas.decode(png: second.png))
        XCTAssertEqual(decoded.pixel(x: 310, y: 940), moved.pixel(x: 310, y: 940))
        XCTAssertEqual(decoded.pixel(x: 310, y: 640), .white, "the bubble is gone from where it was")
    }

    func testAPictureOfAnotherSizeOrFormatReusesNothing() {
        let first = screen(bubbleAt: 600).pngEncoding(after: nil)
        let translucent = screen(bubbleAt: 600, opaque: false)
        XCTAssertEqual(translucent.pngEncoding(after: first).reusedBands, 0)
        let smaller = Canvas(width: 750, height: 1000, opaque: true)
        XCTAssertEqual(smaller.pngEncoding(after: first).reusedBands, 0)
    }
}
