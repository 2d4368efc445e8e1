import Foundation
import IMSimGraphics
import XCTest

final class PNGInfoTests: XCTestCase {
    /// A 300×300 PNG with a red square and a blue ellipse on a transparent background.
    private func samplePNG() -> Data {
        let canvas = Canvas(width: 300, height: 300)
        canvas.fillColor = .red
        canvas.fill(rect: CGRect(x: 10, y: 10, width: 100, height: 100))
        canvas.fillColor = .blue
        canvas.fillEllipse(in: CGRect(x: 150, y: 150, width: 140, height: 100))
        return canvas.pngData()
    }

    func testPNGInfoReadsTheHeader() throws {
        let png = samplePNG()
        let info = try XCTUnwrap(PNGInfo(data: png))
        XCTAssertEqual(info.width, 300)
        XCTAssertEqual(info.height, 300)
        XCTAssertEqual(info.bitDepth, 8)
        XCTAssertEqual(info.colorType, .rgba)
        XCTAssertFalse(info.isAnimated)
        XCTAssertEqual(PNGInfo.format(of: png), .png)
        XCTAssertEqual(PNGInfo.pixelSize(of: png), PixelSize(width: 300, height: 300))
    }

    func testNonPNGDataIsRejected() {
        let text = Data("not a png at all, just some text that is long enough".utf8)
        XCTAssertNil(PNGInfo(data: text))
        XCTAssertNil(PNGInfo(data: Data()))
        XCTAssertNil(Canvas.decode(png: text))
        XCTAssertNil(PNGInfo.format(of: text))
        XCTAssertNil(PNGInfo.pixelSize(of: text))
        // A valid header followed by nothing: the header reads, decoding fails.
        let truncated = samplePNG().prefix(60)
        XCTAssertNotNil(PNGInfo(data: truncated))
        XCTAssertNil(Canvas.decode(png: truncated))
    }

    func testAnAcTLChunkBeforeIDATMakesAnAPNG() throws {
        var png = samplePNG()
        // After the signature (8) and the IHDR chunk (4 + 4 + 13 + 4).
        let acTL: [UInt8] = [0, 0, 0, 8] + Array("acTL".utf8) + [0, 0, 0, 2, 0, 0, 0, 0] + [0, 0, 0, 0]
        png.insert(contentsOf: acTL, at: 33)
        XCTAssertEqual(PNGInfo.format(of: png), .apng)
        XCTAssertEqual(PNGInfo(data: png)?.isAnimated, true)
        XCTAssertEqual(PNGInfo.pixelSize(of: png), PixelSize(width: 300, height: 300))
    }

    func testGIFAndJPEGHeaders() {
        // GIF89a, logical screen 408 × 320 (little-endian), then flags.
        let gif = Data(Array("GIF89a".utf8) + [0x98, 0x01, 0x40, 0x01, 0xF7, 0x00, 0x00])
        XCTAssertEqual(PNGInfo.format(of: gif), .gif)
        XCTAssertEqual(PNGInfo.pixelSize(of: gif), PixelSize(width: 408, height: 320))
        XCTAssertEqual(PNGInfo.format(of: Data(Array("GIF87a".utf8) + [1, 0, 1, 0])), .gif)

        // SOI, an APP0 (JFIF) segment, then SOF2 (progressive): 8-bit, height 500, width 618.
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof2: [UInt8] = [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0xF4, 0x02, 0x6A, 0x03,
                             0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        let jpeg = Data([0xFF, 0xD8] + app0 + sof2)
        XCTAssertEqual(PNGInfo.format(of: jpeg), .jpeg)
        XCTAssertEqual(PNGInfo.pixelSize(of: jpeg), PixelSize(width: 618, height: 500))
        // Baseline SOF0 right after SOI.
        let baseline = Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x01, 0x2C, 0x01, 0x90, 0x01, 0x01, 0x11, 0x00])
        XCTAssertEqual(PNGInfo.pixelSize(of: baseline), PixelSize(width: 400, height: 300))
        // A scan before any frame header has no size; nor has a cut-off header.
        XCTAssertNil(PNGInfo.pixelSize(of: Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02])))
        XCTAssertNil(PNGInfo.pixelSize(of: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00])))
        XCTAssertNil(PNGInfo.pixelSize(of: Data(Array("GIF89a".utf8) + [0x98])))
    }
}
