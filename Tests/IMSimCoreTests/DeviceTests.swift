import Foundation
import IMSimCore
import XCTest

/// The phones and the frames Messages gives its parts and an extension on each.
final class DeviceTests: XCTestCase {
    func testIdsAndAliasesAreFoundIgnoringCase() throws {
        XCTAssertEqual(Device.named("iphone-se")?.screenSize, ContentSize(width: 320, height: 568))
        XCTAssertEqual(Device.named("iPhone-8")?.screenSize, ContentSize(width: 375, height: 667))
        XCTAssertEqual(Device.named("IPHONE-13"), Device.iPhone13)
        XCTAssertEqual(Device.named("iphone-14"), Device.iPhone13, "iPhone 14 is iPhone 13's size")
        XCTAssertEqual(Device.named(" iphone-pro-max "), Device.iPhoneProMax)
        XCTAssertEqual(Device.named("iphone-se-2"), Device.iPhone8, "SE 2nd generation is iPhone 8's size")
        XCTAssertEqual(Device.named("iphone-16"), Device.iPhone15, "iPhone 16 is iPhone 15's size")
        XCTAssertEqual(Device.named("iphone-14-pro-max"), Device.iPhone15ProMax)
        XCTAssertNil(Device.named("iphone-17"))
        XCTAssertNil(Device.named(""))
        XCTAssertEqual(Device.default.id, "iphone-13")
    }

    func testIdsAndAliasesAreUniqueAndLowercase() {
        let keys = Device.all.flatMap { [$0.id] + $0.aliases }
        XCTAssertEqual(Set(keys).count, keys.count, "an id or alias names two phones: \(keys)")
        for key in keys { XCTAssertEqual(key, key.lowercased()) }
        XCTAssertEqual(Device.all.map(\.id), ["iphone-se", "iphone-8", "iphone-13", "iphone-15", "iphone-16-pro", "iphone-pro-max",
                                              "iphone-15-pro-max", "iphone-16-pro-max"])
    }

    func testScreensScalesAndPixels() {
        let expected: [(String, Double, Double, Double, Int, Int)] = [
            ("iphone-se", 320, 568, 2, 640, 1136), ("iphone-8", 375, 667, 2, 750, 1334),
            ("iphone-13", 390, 844, 3, 1170, 2532), ("iphone-pro-max", 428, 926, 3, 1284, 2778),
            ("iphone-15", 393, 852, 3, 1179, 2556), ("iphone-15-pro-max", 430, 932, 3, 1290, 2796),
            ("iphone-16-pro", 402, 874, 3, 1206, 2622), ("iphone-16-pro-max", 440, 956, 3, 1320, 2868),
        ]
        for (id, width, height, scale, pixelWidth, pixelHeight) in expected {
            let device = Device.named(id)!
            XCTAssertEqual(device.screenSize, ContentSize(width: width, height: height), id)
            XCTAssertEqual(device.scale, scale, id)
            XCTAssertEqual(device.pixelWidth, pixelWidth, id)
            XCTAssertEqual(device.pixelHeight, pixelHeight, id)
        }
    }

    func testSafeAreasAndCompactHeights() {
        XCTAssertEqual(Device.iPhoneSE.safeAreaInsets, ScreenInsets(top: 20))
        XCTAssertEqual(Device.iPhone8.safeAreaInsets, ScreenInsets(top: 20))
        XCTAssertEqual(Device.iPhone13.safeAreaInsets, ScreenInsets(top: 47, bottom: 34))
        XCTAssertEqual(Device.iPhoneProMax.safeAreaInsets, ScreenInsets(top: 47, bottom: 34))
        XCTAssertEqual(Device.iPhone15.safeAreaInsets, ScreenInsets(top: 59, bottom: 34))
        XCTAssertEqual(Device.iPhone15ProMax.safeAreaInsets, ScreenInsets(top: 59, bottom: 34))
        XCTAssertEqual(Device.iPhone16Pro.safeAreaInsets, ScreenInsets(top: 62, bottom: 34))
        XCTAssertEqual(Device.iPhone16ProMax.safeAreaInsets, ScreenInsets(top: 62, bottom: 34))
        XCTAssertEqual(Device.all.map(\.compactHeight), [216, 216, 291, 291, 291, 301, 301, 301])
        XCTAssertEqual(Device.all.map(\.hasHomeButton), [true, true, false, false, false, false, false, false])
        XCTAssertEqual(Device.all.map(\.hasDynamicIsland), [false, false, false, true, true, false, true, true])
    }

    func testFramesTileTheScreen() {
        for device in Device.all {
            let id = device.id
            let screen = device.screenFrame
            // Status bar, then header, from the top.
            XCTAssertEqual(device.statusBarFrame.minY, 0, id)
            XCTAssertEqual(device.headerFrame.minY, device.statusBarFrame.maxY, id)
            // Compact: full width, bottom of the screen.
            let compact = device.compactFrame
            XCTAssertEqual(compact.minX, 0, id)
            XCTAssertEqual(compact.width, screen.width, id)
            XCTAssertEqual(compact.maxY, screen.maxY, id)
            XCTAssertEqual(compact.height, device.compactHeight, id)
            // Expanded: under the header, to the bottom.
            let expanded = device.expandedFrame
            XCTAssertEqual(expanded.minY, device.headerFrame.maxY, id)
            XCTAssertEqual(expanded.maxY, screen.maxY, id)
            XCTAssertEqual(expanded.width, screen.width, id)
            XCTAssertEqual(device.extensionFrame(for: .compact), compact, id)
            XCTAssertEqual(device.extensionFrame(for: .expanded), expanded, id)
            XCTAssertNil(device.extensionFrame(for: .transcript), id)
            // Input bar: on the compact extension, or above the home indicator; hidden when expanded.
            let onCompact = device.inputBarFrame(appStyle: .compact)!
            XCTAssertEqual(onCompact.maxY, compact.minY, id)
            XCTAssertEqual(onCompact.height, Device.inputBarHeight, id)
            let alone = device.inputBarFrame()!
            XCTAssertEqual(alone.maxY, screen.maxY - device.safeAreaInsets.bottom, id)
            XCTAssertNil(device.inputBarFrame(appStyle: .expanded), id)
            // Transcript: between the header and the input bar.
            for style in [nil, PresentationStyle.compact] {
                let transcript = device.transcriptFrame(appStyle: style)
                XCTAssertEqual(transcript.minY, device.headerFrame.maxY, id)
                XCTAssertEqual(transcript.maxY, device.inputBarFrame(appStyle: style)!.minY, id)
                XCTAssertGreaterThan(transcript.height, 100, "\(id) leaves too little transcript")
            }
            // The root view's safe area: the home indicator on Face ID phones, in both styles.
            XCTAssertEqual(device.compactSafeAreaInsets.bottom, device.safeAreaInsets.bottom, id)
            XCTAssertEqual(device.expandedSafeAreaInsets, ScreenInsets(bottom: device.safeAreaInsets.bottom), id)
            XCTAssertEqual(device.extensionSafeAreaInsets(for: .transcript), .zero, id)
        }
    }

    func testExactFramesOfIPhone13() {
        let device = Device.iPhone13
        XCTAssertEqual(device.headerFrame, ScreenRect(x: 0, y: 47, width: 390, height: 66))
        XCTAssertEqual(device.compactFrame, ScreenRect(x: 0, y: 553, width: 390, height: 291))
        XCTAssertEqual(device.expandedFrame, ScreenRect(x: 0, y: 113, width: 390, height: 731))
        XCTAssertEqual(device.inputBarFrame(appStyle: .compact), ScreenRect(x: 0, y: 507, width: 390, height: 46))
        XCTAssertEqual(device.expandedFrame.description, "(0, 113, 390×731)")
    }

    func testDevicesRoundTripThroughJSON() throws {
        let data = try JSONEncoder().encode(Device.all)
        XCTAssertEqual(try JSONDecoder().decode([Device].self, from: data), Device.all)
    }
}
