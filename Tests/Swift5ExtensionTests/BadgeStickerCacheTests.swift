import IMSimCore
import Messages
import XCTest

final class BadgeStickerCacheTests: XCTestCase {
    func testStickersRenderOnABackgroundQueue() {
        let done = expectation(description: "sticker")
        var made: MSSticker?
        var onMainThread = true
        BadgeStickerCache.cache.sticker(for: "Yay") { sticker in
            made = sticker
            onMainThread = Thread.isMainThread
            done.fulfill()
        }
        wait(for: [done], timeout: TimeoutScale.seconds(30))
        XCTAssertFalse(onMainThread, "rendered on the operation queue")
        XCTAssertEqual(made?.localizedDescription, "Yay")
        let image = made.flatMap { UIImage(contentsOfFile: $0.imageFileURL.path) }
        XCTAssertEqual(image?.size, CGSize(width: 400, height: 400), "200 points at scale 2, read back at scale 1")
    }
}
