import IMSimCore
// The Potluck sample (Samples/Potluck, Swift 5 language mode), driven as the runtime drives it.
// This target is Swift 5 code too: it touches the main-actor UIKit from a main-actor test case.
import IMSimGraphics
@testable import IMSimSamplePotluck
@testable import Messages
@testable import UIKit
import XCTest

/// Stands in for the Messages app: records what the extension asks of it.
private final class RecordingHost: MessagesHostBridge {
    var requestedStyles: [MSMessagesAppPresentationStyle] = []
    var inserted: [MSMessage] = []
    var insertedOnMainThread: [Bool] = []
    let dismissed: XCTestExpectation

    init(dismissed: XCTestExpectation) {
        self.dismissed = dismissed
    }

    func requestPresentationStyle(_ style: MSMessagesAppPresentationStyle) {
        requestedStyles.append(style)
    }

    func dismissExtension() {
        dismissed.fulfill()
    }

    func insert(_ message: MSMessage, send: Bool, completion: @escaping (Error?) -> Void) {
        inserted.append(message)
        insertedOnMainThread.append(Thread.isMainThread)
        // As Messages does, the completion handler comes later, from elsewhere.
        DispatchQueue.global().async { completion(nil) }
    }

    func insert(_ content: PlainContent, send: Bool, completion: @escaping (Error?) -> Void) {
        XCTFail("the sample inserts only messages")
    }
}

/// Test methods are `async`: on this toolchain a `@MainActor` test case with synchronous methods
/// crashes at discovery.
@MainActor
final class PotluckTests: XCTestCase {
    func testTheStickerIsDrawnOnTheRenderersQueueWithAGradientAndItsDish() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PotluckTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let done = expectation(description: "sticker")
        var made: MSSticker?
        var onMainThread = true
        PotluckStickerRenderer(directory: directory).sticker(for: "Bread") { sticker in
            made = sticker
            onMainThread = Thread.isMainThread
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: TimeoutScale.seconds(30))
        XCTAssertFalse(onMainThread, "drawn on the renderer's queue")
        let sticker = try XCTUnwrap(made)
        XCTAssertEqual(sticker.localizedDescription, "Bread")
        let canvas = try XCTUnwrap(Canvas.decode(png: Data(contentsOf: sticker.imageFileURL)))
        XCTAssertEqual(canvas.width, 400, "200 points at scale 2")
        let top = canvas.pixel(x: 200, y: 30), bottom = canvas.pixel(x: 200, y: 370)
        XCTAssertEqual(top.alpha, 1, accuracy: 0.01, "the card is filled")
        XCTAssertGreaterThan(top.green - bottom.green, 0.2, "orange at the top, pink at the bottom: a gradient")
        XCTAssertEqual(canvas.pixel(x: 2, y: 2).alpha, 0, accuracy: 0.01, "rounded corners are left clear")
        let middleRow = (40..<360).map { canvas.pixel(x: $0, y: 200) }
        XCTAssert(middleRow.contains { $0.red > 0.95 && $0.green > 0.95 && $0.blue > 0.95 }, "the dish's name is drawn in white")
    }

    func testTakingADishPushesItsPageThenInsertsTheMessageFromTheMainQueueAndDismisses() async throws {
        let dismissed = expectation(description: "dismissed")
        let host = RecordingHost(dismissed: dismissed)
        let previous = MSMessage(session: MSSession())
        previous.url = Potluck(taken: ["Salad"]).url
        let controller = MessagesViewController()
        let conversation = MSConversation(localParticipantIdentifier: UUID(), remoteParticipantIdentifiers: [UUID(), UUID()],
                                          selectedMessage: previous)
        conversation.bridge = host
        controller.bridge = host
        controller.presentationStyle = .compact
        controller.loadViewIfNeeded()
        controller.activeConversation = conversation
        controller.willBecomeActive(with: conversation)

        let navigation = try XCTUnwrap(controller.children.first as? UINavigationController)
        let dishes = try XCTUnwrap(navigation.topViewController as? DishesViewController)
        let cells = dishes.collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        let contents = cells.compactMap { $0.contentConfiguration as? UIListContentConfiguration }
        XCTAssertEqual(contents.map(\.text), ["Salad", "Bread", "Dessert"])
        XCTAssertEqual(contents.map(\.secondaryText), ["Taken", "Open", "Open"])
        XCTAssertEqual(cells.first?.layer.cornerRadius, 12)

        XCTAssertFalse(dishes.collectionView.simulateTap(at: IndexPath(item: 0, section: 0)), "a taken dish can't be picked")
        XCTAssertTrue(navigation.topViewController === dishes)
        XCTAssertTrue(dishes.collectionView.simulateTap(at: IndexPath(item: 1, section: 0)))
        let page = try XCTUnwrap(navigation.topViewController as? DishViewController)
        XCTAssertEqual(page.dish, "Bread")
        XCTAssertEqual(host.requestedStyles, [.expanded])
        XCTAssertEqual(page.bringButton.configuration?.title, "I'll bring it")
        XCTAssertEqual(page.bringButton.currentTitle, "I'll bring it")

        XCTAssertTrue(page.bringButton.simulateTap())
        XCTAssertEqual(page.status.text, "Drawing your sticker…", "the sticker is drawn later, off the main thread")
        XCTAssertTrue(host.inserted.isEmpty)
        await fulfillment(of: [dismissed], timeout: TimeoutScale.seconds(30))
        XCTAssertEqual(page.status.text, "Sticker ready")
        XCTAssertEqual(host.insertedOnMainThread, [true])
        let message = try XCTUnwrap(host.inserted.first)
        XCTAssertEqual(message.session, previous.session)
        XCTAssertEqual((message.layout as? MSMessageTemplateLayout)?.caption, "I'll bring Bread")
        XCTAssertNotNil((message.layout as? MSMessageTemplateLayout)?.image)
        XCTAssertEqual(Potluck(message: message).taken, ["Salad", "Bread"])
    }

    func testThePotluckTravelsInTheURLAndIsCoveredWhenEveryDishIsTaken() async {
        var potluck = Potluck()
        potluck.take("Dessert")
        potluck.take("Dessert")
        potluck.take("Soup")
        XCTAssertEqual(potluck.taken, ["Dessert"], "each dish once, only the menu's")
        let message = MSMessage()
        message.url = potluck.url
        XCTAssertEqual(Potluck(message: message), potluck)
        XCTAssertEqual(potluck.caption(taking: "Dessert"), "I'll bring Dessert")
        potluck.take("Salad")
        potluck.take("Bread")
        XCTAssertTrue(potluck.isComplete)
        XCTAssertEqual(potluck.caption(taking: "Bread"), "Everything is covered")
    }
}
