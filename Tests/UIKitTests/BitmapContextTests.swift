import Foundation
@testable import UIKit
import XCTest

/// Bitmap contexts over the caller's memory, in CoreGraphics' layouts and its y-up space; images
/// from raw pixels, their pixels read back, and masks.
@MainActor
final class BitmapContextTests: XCTestCase {
    func testDrawingReachesTheCallersMemoryInItsLayoutWithTheOriginAtTheBottomLeft() async throws {
        var pixels = [UInt8](repeating: 0, count: 2 * 2 * 4)
        try pixels.withUnsafeMutableBytes { memory in
            let context = try XCTUnwrap(CGContext(data: memory.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                                  space: CGColorSpaceCreateDeviceRGB(),
                                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            XCTAssertEqual(context.ctm, .identity, "user space is the pixels, y up")
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(Array(pixels[8..<12]), [255, 0, 0, 255], "the bottom left pixel is the second row's first")
        XCTAssertEqual(Array(pixels[0..<4]), [0, 0, 0, 0])
    }

    func testLittleEndianAlphaFirstIsBlueGreenRedAlphaAndWhatTheCallerWroteStays() async throws {
        var pixels: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 0]
        try pixels.withUnsafeMutableBytes { memory in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let context = try XCTUnwrap(CGContext(data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(Array(pixels[0..<4]), [10, 20, 30, 255], "the caller's pixel is left as it was")
        XCTAssertEqual(pixels[6], 128, accuracy: 1, "half red, premultiplied, in the third byte")
        XCTAssertEqual(pixels[7], 128, accuracy: 1)
    }

    func testReadingOnePixelOfALayerAsColourPickersDo() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .blue
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        dot.backgroundColor = .green
        view.addSubview(dot)
        var pixel: [UInt8] = [0, 0, 0, 0]
        try pixel.withUnsafeMutableBytes { memory in
            let context = try XCTUnwrap(CGContext(data: memory.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                                  space: CGColorSpaceCreateDeviceRGB(),
                                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.translateBy(x: -12, y: -12)
            view.layer.render(in: context)
        }
        XCTAssertEqual(pixel, [0, 255, 0, 255], "the green dot at (12, 12)")
    }

    func testGrayAndOwnMemoryAndLayoutsCoreGraphicsRefuses() async throws {
        let gray = try XCTUnwrap(CGContext(data: nil, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(gray: 1, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = try XCTUnwrap(gray.data).assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual([bytes[0], bytes[1]], [255, 0])
        XCTAssertEqual(gray.bytesPerRow, 3)
        XCTAssertEqual(gray.makeImage()?.width, 3)
        XCTAssertNil(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertNil(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue),
                     "unpremultiplied alpha is refused for contexts, as CoreGraphics refuses it")
    }

    func testImagesFromRawPixelsReadBackAndAnImageMaskBlocksWhereItIsWhite() async throws {
        let raw: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let provider = try XCTUnwrap(CGDataProvider(data: Data(raw) as NSData))
        let image = try XCTUnwrap(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                                          provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let read = try XCTUnwrap(image.dataProvider?.data)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: CFDataGetBytePtr(read), count: CFDataGetLength(read))), raw)
        let maskBytes: [UInt8] = [0, 255]
        let mask = try XCTUnwrap(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                         provider: try XCTUnwrap(CGDataProvider(data: Data(maskBytes) as NSData)),
                                         decode: nil, shouldInterpolate: false))
        XCTAssertTrue(mask.isMask)
        let masked = try XCTUnwrap(image.masking(mask))
        let pixels = try XCTUnwrap(masked.dataProvider?.data)
        let maskedBytes = Array(UnsafeBufferPointer(start: CFDataGetBytePtr(pixels), count: 8))
        XCTAssertEqual(maskedBytes, [255, 0, 0, 255, 0, 0, 0, 0], "0 paints, 255 blocks")
        XCTAssertNil(image.masking(image), "an RGB image is no mask")
    }

    func testAMaskClipKeepsLaterDrawingWhereTheMaskShowsUntilTheStateIsRestored() async throws {
        let provider = try XCTUnwrap(CGDataProvider(data: Data([0, 255]) as NSData))
        let mask = try XCTUnwrap(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                         provider: provider, decode: nil, shouldInterpolate: false))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            cg.restoreGState()
            cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            cg.fill(CGRect(x: 0, y: 8, width: 20, height: 2))
        }
        let pixels = image.pixelRows()
        XCTAssertGreaterThan(pixels[2][2].red, 0.9, "the mask's black half paints")
        XCTAssertEqual(pixels[2][17].alpha, 0, "its white half blocks")
        XCTAssertGreaterThan(pixels[9][17].blue, 0.9, "after the restore, drawing is not clipped")
    }

    func testATransparencyLayerCastsOneShadow() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            let cg = context.cgContext
            cg.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.black.cgColor)
            cg.beginTransparencyLayer(auxiliaryInfo: nil)
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.fill(CGRect(x: 5, y: 0, width: 10, height: 10))
            cg.endTransparencyLayer()
        }
        let pixels = image.pixelRows()
        XCTAssertGreaterThan(pixels[15][20].alpha, 0.9, "the group's shadow")
        XCTAssertLessThan(pixels[15][20].red, 0.1)
        XCTAssertGreaterThan(pixels[5][12].red, 0.9, "the shapes over it")
    }
}
