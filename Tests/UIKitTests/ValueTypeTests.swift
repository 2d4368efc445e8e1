import Foundation
import UIKit
import XCTest

@MainActor
final class ValueTypeTests: XCTestCase {
    /// The first 33 bytes of a PNG: signature and IHDR chunk, for a `width` × `height` image.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    func testImageKeepsItsPNGDataAndReadsItsSize() async {
        let data = pngHeader(width: 40, height: 30)
        let image = UIImage(data: data)
        XCTAssertEqual(image?.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(image?.pngData(), data)
        XCTAssertEqual(UIImage(data: data, scale: 2)?.size, CGSize(width: 20, height: 15))
        XCTAssertNil(UIImage(data: Data("not a png".utf8)))
        XCTAssertNil(UIImage(contentsOfFile: "/nonexistent/image.png"))
    }

    func testColorsCompareByComponents() async {
        XCTAssertEqual(UIColor.white, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(UIColor.black.withAlphaComponent(0.5).alpha, 0.5)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).pointSize, 12)
    }
}
