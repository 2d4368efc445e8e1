import Foundation
import IMSimCore
import IMSimExtension
import IMSimGraphics
import IMSimSampleShoppingList
import Messages
import UIKit
import XCTest

/// The shopping list laid out and drawn in the frame Messages gives it on each device.
@MainActor
final class ShoppingListScreenTests: XCTestCase {
    private let screen = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)

    /// A launch sets the process's screen to the device's: other tests expect the default one.
    override func tearDown() async throws {
        UIScreen.main.bounds = screen.bounds
        UIScreen.main.scale = screen.scale
    }

    private func launched(on device: Device) -> ExtensionRuntime {
        let runtime = ExtensionRuntime(attachmentsDirectory: nil) {
            UIViewController.instantiateFromStoryboard(ShoppingListExtension.principalClass) as! MSMessagesAppViewController
        }
        let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                          remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
        _ = runtime.handle(.launch(ExtensionLaunch(style: .compact, conversation: context, device: device)))
        return runtime
    }

    /// Where pictures go: `IMSIM_TEST_PICTURES` to keep them, a temporary folder otherwise.
    private func picturePath(_ name: String) -> String {
        let folder = ProcessInfo.processInfo.environment["IMSIM_TEST_PICTURES"] ?? NSTemporaryDirectory()
        return (folder as NSString).appendingPathComponent(name)
    }

    func testTheCompactScreenIsDrawnAtTheDevicesSizeAndScale() async throws {
        for device in [Device.iPhoneSE, Device.iPhoneProMax] {
            let runtime = launched(on: device)
            let path = picturePath("shopping-list-compact-\(device.id).pixels")
            let report = runtime.handle(.render(path: path))
            XCTAssertNil(report.failure)
            runtime.finishPictures()  // the pixels are made after the answer, off the main thread
            let pixels = try XCTUnwrap(FileManager.default.contents(atPath: path))
            let canvas = try XCTUnwrap(Canvas.decode(rawPixels: pixels))
            if let folder = ProcessInfo.processInfo.environment["IMSIM_TEST_PICTURES"] {
                try canvas.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("shopping-list-compact-\(device.id).png"))
            }
            let frame = try XCTUnwrap(device.extensionFrame(for: .compact))
            XCTAssertEqual(canvas.width, Int(frame.width * device.scale))
            XCTAssertEqual(canvas.height, Int(frame.height * device.scale))
        }
    }

    func testTheNewPartyButtonIsOnScreenAndTappable() async throws {
        let runtime = launched(on: .iPhoneSE)
        let screen = runtime.handle(.render(path: picturePath("shopping-list-se.pixels"))).screen
        let button = try XCTUnwrap(screen.elements.first { $0.kind == .button && $0.text == "New party" })
        let frame = try XCTUnwrap(button.frame)
        let area = try XCTUnwrap(Device.iPhoneSE.extensionFrame(for: .compact))
        XCTAssertNil(button.obstruction)
        XCTAssertGreaterThan(frame.width, 0)
        XCTAssertTrue(frame.minY >= area.minY && frame.maxY <= area.maxY, "\(frame) inside \(area)")
        XCTAssertNil(runtime.handle(.tap("New party")).failure)
    }
}
