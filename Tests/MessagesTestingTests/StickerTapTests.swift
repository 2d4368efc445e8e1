import Foundation
import IMSimCore
import Messages
@testable import MessagesTesting
import UIKit
import XCTest

/// A tap on a sticker of a sticker browser puts it in the input field, as on iOS: a sticker app
/// (an `MSStickerBrowserViewController` child) is used by tapping its stickers.
@MainActor
final class StickerTapTests: XCTestCase {
    final class Browser: MSStickerBrowserViewController {
        var stickers: [MSSticker] = []
        override func numberOfStickers(in stickerBrowserView: MSStickerBrowserView) -> Int { stickers.count }
        override func stickerBrowserView(_ stickerBrowserView: MSStickerBrowserView, stickerAt index: Int) -> MSSticker {
            stickers[index]
        }
    }

    final class StickerApp: MSMessagesAppViewController {
        let browser = Browser(stickerSize: .regular)

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(browser)
            browser.view.frame = view.bounds
            browser.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(browser.view)
            browser.didMove(toParent: self)
        }
    }

    private static func sticker(_ title: String) throws -> MSSticker {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 150, height: 150)).pngData { _ in
            UIColor.systemPink.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 150, height: 150)).fill()
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(title)-\(UUID().uuidString).png")
        try data.write(to: url)
        return try MSSticker(contentsOfFileURL: url, localizedDescription: title)
    }

    func testATapOnAStickerStagesIt() async throws {
        let stickers = [try Self.sticker("Heart"), try Self.sticker("Wave")]
        let store = MessagesTestStore(me: "Kate", others: ["John"], makeController: {
            let app = StickerApp()
            app.browser.stickers = stickers
            return app
        })
        await store.open()
        store.expect(["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"].map(MessagesEvent.callback))
        await store.tap("Wave")
        let staged = try XCTUnwrap(store.staged, "the sticker tapped is in the input field")
        XCTAssertEqual(staged.kind, .sticker)
        guard case let .sticker(_, description) = staged.message.content else { return XCTFail("\(staged)") }
        XCTAssertEqual(description, "Wave", "the sticker tapped, not the first")
        store.expect(.staged(MessagesEvent.Message(staged.message)))
        store.finish()
    }
}
