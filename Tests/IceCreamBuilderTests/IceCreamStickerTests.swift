import Foundation
import IMSimGraphics
@testable import IMSimSampleIceCreamBuilder
@testable import Messages
@testable import UIKit
import XCTest

/// Test methods are `async`: on this toolchain a `@MainActor` test case with synchronous methods
/// crashes at discovery.
@MainActor
final class IceCreamStickerTests: XCTestCase {
    private var directory: URL!

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("icecream-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ iceCream: IceCream, opaque: Bool) throws -> URL {
        let data = try XCTUnwrap(iceCream.renderSticker(opaque: opaque)?.pngData())
        let url = directory.appendingPathComponent("\(iceCream.description)-\(opaque).png")
        try data.write(to: url)
        return url
    }

    func testStickerIs600PixelsSquareAndAValidSticker() async throws {
        for opaque in [false, true] {
            let iceCream = IceCream(base: .cone, scoops: .chocolate, topping: .cherry)
            let image = try XCTUnwrap(iceCream.renderSticker(opaque: opaque))
            XCTAssertEqual(image.size, CGSize(width: 300, height: 300))
            XCTAssertEqual(image.scale, 2)

            let url = try write(iceCream, opaque: opaque)
            let data = try Data(contentsOf: url)
            let info = try XCTUnwrap(PNGInfo(data: data))
            XCTAssertEqual(info.width, 600)
            XCTAssertEqual(info.height, 600)
            XCTAssertLessThan(data.count, MSSticker.maximumFileSize)

            let sticker = try MSSticker(contentsOfFileURL: url, localizedDescription: iceCream.description)
            XCTAssertEqual(sticker.localizedDescription, "Cone with chocolate scoops and a cherry")
        }
    }

    func testEveryStageAndPartRendersAValidSticker() async throws {
        var iceCreams = [IceCream(), IceCream(base: .cone), IceCream(base: .cup)]
        for base in Base.allCases {
            for scoops in Scoops.allCases {
                iceCreams.append(IceCream(base: base, scoops: scoops))
                for topping in Topping.allCases {
                    iceCreams.append(IceCream(base: base, scoops: scoops, topping: topping))
                }
            }
        }
        for iceCream in iceCreams {
            let url = try write(iceCream, opaque: false)
            XCTAssertNoThrow(try MSSticker(contentsOfFileURL: url, localizedDescription: iceCream.description),
                             iceCream.description)
        }
    }

    func testThePartsChosenAreDrawn() async throws {
        func pixel(_ image: UIImage, _ x: Int, _ y: Int) throws -> RGBA {
            let canvas = try XCTUnwrap(Canvas.decode(png: XCTUnwrap(image.pngData())))
            return canvas.pixel(x: x, y: y)
        }
        let empty = try XCTUnwrap(IceCream().renderSticker(opaque: false))
        XCTAssertEqual(try pixel(empty, 300, 440).alpha, 0, accuracy: 0.01, "nothing drawn without parts")

        let cone = try XCTUnwrap(IceCream(base: .cone).renderSticker(opaque: false))
        XCTAssertEqual(try pixel(cone, 300, 440).alpha, 1, accuracy: 0.01, "the cone is drawn")
        XCTAssertEqual(try pixel(cone, 300, 190).alpha, 0, accuracy: 0.01, "no scoops yet")

        let chocolate = try XCTUnwrap(IceCream(base: .cone, scoops: .chocolate).renderSticker(opaque: false))
        let scoop = try pixel(chocolate, 300, 190)
        XCTAssertEqual(scoop.alpha, 1, accuracy: 0.01, "the top scoop is drawn")
        XCTAssertLessThan(scoop.red, 0.6, "chocolate is dark")

        let cherry = try XCTUnwrap(IceCream(base: .cone, scoops: .chocolate, topping: .cherry).renderSticker(opaque: false))
        let top = try pixel(cherry, 300, 112)
        XCTAssertGreaterThan(top.red, 0.7, "the cherry is red")
        XCTAssertLessThan(top.green, 0.2)

        let opaque = try XCTUnwrap(IceCream(base: .cone).renderSticker(opaque: true))
        XCTAssertEqual(try pixel(opaque, 2, 2).alpha, 1, accuracy: 0.01, "an opaque sticker has a background")
    }
}
