import Foundation
@testable import Messages
import XCTest

/// A browser controller subclass as extensions write one: its stickers become sticker views.
@MainActor
final class StickerBrowserTests: XCTestCase {
    final class Browser: MSStickerBrowserViewController {
        var stickers: [MSSticker] = []

        override func numberOfStickers(in stickerBrowserView: MSStickerBrowserView) -> Int {
            stickers.count
        }

        override func stickerBrowserView(_ stickerBrowserView: MSStickerBrowserView, stickerAt index: Int) -> MSSticker {
            stickers[index]
        }
    }

    /// A 150-point (300-pixel) sticker showing `title`, drawn as an extension would.
    private func sticker(_ title: String) throws -> MSSticker {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 150, height: 150)).pngData { _ in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 150, height: 150), cornerRadius: 30).fill()
            title.draw(at: CGPoint(x: 20, y: 60), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 24),
                                                                   .foregroundColor: UIColor.white])
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(title)-\(UUID().uuidString).png")
        try data.write(to: url)
        return try MSSticker(contentsOfFileURL: url, localizedDescription: title)
    }

    func testTheBrowserShowsOneStickerViewPerSticker() async throws {
        let browser = Browser(stickerSize: .large)
        browser.stickers = [try sticker("Wave"), try sticker("Party"), try sticker("Nap"), try sticker("Yum")]
        let browserView = browser.stickerBrowserView
        XCTAssertTrue(browserView.dataSource === browser)
        XCTAssertEqual(browserView.stickerSize, .large)
        let shown = browserView.subviews.compactMap { ($0 as? MSStickerView)?.sticker?.localizedDescription }
        XCTAssertEqual(shown, ["Wave", "Party", "Nap", "Yum"])
        let frames = browserView.subviews.map(\.frame)
        XCTAssertEqual(frames[3].minY, 125, "three large stickers a row on a 375-point screen")

        browser.stickers.removeLast(2)
        browserView.reloadData()
        XCTAssertEqual(browserView.subviews.count, 2)
    }
}
