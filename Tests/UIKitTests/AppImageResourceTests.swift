import Foundation
import InterfaceBuilder
@testable import UIKit
import XCTest

/// `UIImage(named:)` finds an app's images as iOS does: PNGs by name, JPEGs by their file's name with
/// its extension ("For PNG images, you may omit the filename extension. For all other file formats,
/// always include the filename extension"), the scale's `@2x` file first, and image sets of any format.
@MainActor
final class AppImageResourceTests: XCTestCase {
    private var folder = ""

    override func setUp() async throws {
        folder = NSTemporaryDirectory() + "imsim-images-\(UUID().uuidString)"
        let set = folder + "/Assets.xcassets/Hero.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let photo = try XCTUnwrap(Self.picture(width: 30, height: 20).jpegData(compressionQuality: 0.9))
        try photo.write(to: URL(fileURLWithPath: folder + "/photo.jpg"))
        try photo.write(to: URL(fileURLWithPath: set + "/hero.jpeg"))
        try Data(#"{"images":[{"idiom":"universal","filename":"hero.jpeg","scale":"2x"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try XCTUnwrap(Self.picture(width: 40, height: 40).pngData()).write(to: URL(fileURLWithPath: folder + "/logo@2x.png"))
        InterfaceBuilderRegistry.install(documents: [], connectors: IBConnectors(), module: nil, folderPath: folder)
    }

    override func tearDown() async throws {
        InterfaceBuilderRegistry.reset()
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func picture(width: CGFloat, height: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    func testAJPEGIsFoundByItsFileNameWithItsExtension() async throws {
        let photo = try XCTUnwrap(UIImage(named: "photo.jpg"), "a JPEG beside the sources, named with its extension")
        XCTAssertEqual(photo.size, CGSize(width: 30, height: 20))
        XCTAssertNotNil(photo.pngData(), "kept as PNG, so it draws and travels as the others do")
        XCTAssertNil(UIImage(named: "photo"), "without its extension a name means a PNG")
    }

    func testAPNGByItsNameAtItsScaleAndAnImageSetOfJPEGs() async throws {
        XCTAssertEqual(UIImage(named: "logo")?.size, CGSize(width: 20, height: 20), "logo@2x.png at scale 2")
        XCTAssertEqual(UIImage(named: "logo.png")?.size, CGSize(width: 20, height: 20))
        let hero = try XCTUnwrap(UIImage(named: "Hero"), "an image set whose file is a JPEG")
        XCTAssertEqual(hero.size, CGSize(width: 15, height: 10))
        XCTAssertEqual(hero.scale, 2)
    }
}
