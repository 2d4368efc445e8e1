import Foundation
@testable import UIKit
import XCTest

/// `jpegData` writes a real JPEG (libjpeg-turbo), and images read JPEG data as PNG's.
final class JPEGTests: XCTestCase {
    private func halves() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    func testJPEGDataIsAJFIFFileOfTheImagesPixelsThatReadsBack() throws {
        let data = try XCTUnwrap(halves().jpegData(compressionQuality: 0.9))
        XCTAssertEqual(Array(data.prefix(4)), [0xFF, 0xD8, 0xFF, 0xE0], "start of image, then the JFIF marker")
        XCTAssertEqual(Array(data.suffix(2)), [0xFF, 0xD9], "end of image")
        let image = try XCTUnwrap(UIImage(data: data, scale: 2))
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20), "80 × 40 pixels at 2x")
        let pixels = image.pixelRows()
        XCTAssertGreaterThan(pixels[20][10].red, 0.9)
        XCTAssertLessThan(pixels[20][10].blue, 0.1)
        XCTAssertGreaterThan(pixels[20][70].blue, 0.9)
        XCTAssertEqual(pixels[20][70].alpha, 1)
        XCTAssertNotNil(image.pngData().flatMap { UIImage(data: $0) }, "kept as PNG")
    }

    func testLowerQualityIsSmallerAndTransparencyBecomesBlack() throws {
        let noisy = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            for x in 0..<64 {
                UIColor(hue: CGFloat(x) / 64, saturation: 1, brightness: 1, alpha: 1).setFill()
                context.fill(CGRect(x: CGFloat(x), y: CGFloat((x * 7) % 64), width: 1, height: 64))
            }
        }
        let best = try XCTUnwrap(noisy.jpegData(compressionQuality: 1))
        let worst = try XCTUnwrap(noisy.jpegData(compressionQuality: 0.1))
        XCTAssertLessThan(worst.count, best.count)
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        let black = try XCTUnwrap(UIImage(data: try XCTUnwrap(clear.jpegData(compressionQuality: 1))))
        XCTAssertEqual(black.pixelRows()[4][4], UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    func testDataThatIsNeitherPNGNorJPEGMakesNoImage() {
        XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0x00, 0x01])), "a cut JPEG")
        XCTAssertNil(UIImage(data: Data("hello".utf8)))
    }
}
