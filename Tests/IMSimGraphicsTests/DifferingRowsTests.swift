import Foundation
@testable import IMSimGraphics
import XCTest

/// The rows two canvases differ in, and the PNG of a canvas drawn over in those rows only.
final class DifferingRowsTests: XCTestCase {
    private func canvas(markAt rows: [Int], width: Int = 300, height: Int = 2000) -> Canvas {
        let canvas = Canvas(width: width, height: height, opaque: true)
        canvas.fillColor = .white
        canvas.fill(rect: CGRect(x: 0, y: 0, width: width, height: height))
        canvas.fillColor = .black
        for row in rows { canvas.fill(rect: CGRect(x: 100, y: row, width: 1, height: 1)) }
        return canvas
    }

    func testTheRowsFromTheFirstToTheLastDifference() {
        XCTAssertNil(canvas(markAt: [10]).differingRows(from: canvas(markAt: [10])))
        XCTAssertEqual(canvas(markAt: [10, 700]).differingRows(from: canvas(markAt: [])), 10..<701)
        XCTAssertEqual(canvas(markAt: [0]).differingRows(from: canvas(markAt: [1999])), 0..<2000)
        XCTAssertEqual(canvas(markAt: []).differingRows(from: canvas(markAt: [], height: 10)), 0..<2000, "another size")
    }

    /// A canvas drawn over in some rows is encoded from its own last encoding, told those rows:
    /// the bytes of encoding it afresh, with every band clear of them reused.
    func testAPictureDrawnOverInSomeRowsReusesTheOtherBands() throws {
        let picture = canvas(markAt: [5, 1500])
        let first = picture.pngEncoding(after: nil)
        picture.fillColor = RGBA(red: 0, green: 0, blue: 1)
        picture.fill(rect: CGRect(x: 0, y: 900, width: 300, height: 20))
        let second = picture.pngEncoding(after: first, changedRows: 900..<920)
        XCTAssertEqual(second.png, picture.pngData())
        XCTAssertLessThan(second.reusedBands, second.bandCount)
        XCTAssertGreaterThanOrEqual(second.reusedBands, second.bandCount - 2, "one band, or two when the rows straddle them")
        XCTAssertFalse(second.unchangedRows.contains { $0.overlaps(899..<920) })

        // Rows that end where a band starts change that band too: its first row is filtered
        // against the row above it (300 pixels wide, a band is 72 rows: 936 starts one).
        picture.fill(rect: CGRect(x: 0, y: 930, width: 300, height: 6))
        let edge = picture.pngEncoding(after: second, changedRows: 930..<936)
        XCTAssertEqual(edge.png, picture.pngData())
        XCTAssertFalse(edge.unchangedRows.contains { $0.contains(936) }, "\(edge.unchangedRows)")

        let unchanged = picture.pngEncoding(after: edge, changedRows: 0..<0)
        XCTAssertEqual(unchanged.reusedBands, unchanged.bandCount)
        XCTAssertEqual(unchanged.png, edge.png)

        // Another canvas's encoding is not taken on trust: it is encoded afresh.
        let other = canvas(markAt: [])
        let afresh = other.pngEncoding(after: edge, changedRows: 0..<0)
        XCTAssertEqual(afresh.reusedBands, 0)
        XCTAssertEqual(afresh.png, other.pngData())
    }
}
