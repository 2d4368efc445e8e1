import Foundation
import IMSimGraphics
@testable import IMSimSampleIceCreamBuilder
@testable import Messages
@testable import UIKit
import XCTest

/// Stands in for the Messages app: records what the extension asks of it.
@MainActor
private final class RecordingHost: MessagesHostBridge {
    var requestedStyles: [MSMessagesAppPresentationStyle] = []
    var dismissals = 0
    var inserted: [MSMessage] = []

    func requestPresentationStyle(_ style: MSMessagesAppPresentationStyle) {
        requestedStyles.append(style)
    }

    func dismissExtension() {
        dismissals += 1
    }

    func insert(_ message: MSMessage, send: Bool, completion: @escaping ((any Error)?) -> Void) {
        XCTAssertFalse(send, "the sample stages its messages with insert")
        inserted.append(message)
        completion(nil)
    }

    func insert(_ content: PlainContent, send: Bool, completion: @escaping ((any Error)?) -> Void) {
        XCTFail("the sample inserts only messages")
    }
}

/// The build stages, driven as the runtime drives an extension launched expanded from a bubble.
/// (The completed sundae and the compact history use `UserDefaults.standard`, so the scenario
/// `sundae-three-friends.yaml` covers them, each phone with its own container.) Test methods are
/// `async`: on this toolchain a `@MainActor` test case with synchronous methods crashes at discovery.
@MainActor
final class MessagesViewControllerTests: XCTestCase {
    private func launchExpanded(selecting selected: MSMessage?, host: RecordingHost) -> MSMessagesAppViewController {
        let controller = MessagesViewController()
        let conversation = MSConversation(localParticipantIdentifier: UUID(), remoteParticipantIdentifiers: [UUID()],
                                          selectedMessage: selected)
        conversation.bridge = host
        controller.bridge = host
        controller.presentationStyle = .expanded
        controller.loadViewIfNeeded()
        controller.activeConversation = conversation
        controller.willBecomeActive(with: conversation)
        return controller
    }

    /// The part cells of the stage's collection view, in order.
    private func parts(in controller: BuildIceCreamViewController) -> [IceCreamPartCell] {
        controller.collectionView.visibleCells.compactMap { $0 as? IceCreamPartCell }
    }

    private func labels(in view: UIView) -> [String] {
        ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap(labels)
    }

    private func tap(_ identifier: String, in controller: BuildIceCreamViewController) {
        guard let cell = parts(in: controller).first(where: { $0.accessibilityIdentifier == identifier }),
              let indexPath = controller.collectionView.indexPath(for: cell) else {
            return XCTFail("no part \(identifier)")
        }
        XCTAssertTrue(controller.collectionView.simulateTap(at: indexPath))
    }

    private func query(of message: MSMessage?) -> String? {
        message?.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.query }
    }

    func testEachStageSendsTheSundaeSoFarInOneSession() async throws {
        // Kate starts a new sundae: the base stage.
        let kate = RecordingHost()
        let first = launchExpanded(selecting: nil, host: kate)
        let build = try XCTUnwrap(first.children.last as? BuildIceCreamViewController)
        XCTAssertEqual(build.prompt, "Choose a base")
        XCTAssertEqual(parts(in: build).map(\.accessibilityIdentifier), ["cone", "cup"])
        XCTAssertEqual(parts(in: build).map(\.label.text), ["Cone", "Cup"])
        XCTAssertTrue(labels(in: build.view).contains("Choose a base"))

        tap("cone", in: build)
        let message = try XCTUnwrap(kate.inserted.first)
        XCTAssertEqual(kate.inserted.count, 1)
        XCTAssertEqual(kate.dismissals, 1)
        XCTAssertNotNil(message.session)
        XCTAssertEqual(query(of: message), "base=cone")
        let layout = try XCTUnwrap(message.layout as? MSMessageTemplateLayout)
        XCTAssertEqual(layout.caption, "Let's build an ice cream")
        let image = try XCTUnwrap(layout.image?.pngData())
        XCTAssertEqual(PNGInfo(data: image)?.pixelSize, PixelSize(width: 600, height: 600))

        // John taps her bubble: the scoops stage, in her session.
        let john = RecordingHost()
        let second = launchExpanded(selecting: message, host: john)
        let scoops = try XCTUnwrap(second.children.last as? BuildIceCreamViewController)
        XCTAssertEqual(scoops.prompt, "Choose the scoops")
        XCTAssertEqual(parts(in: scoops).map(\.label.text), ["Vanilla", "Chocolate", "Strawberry"])
        tap("chocolate", in: scoops)
        let update = try XCTUnwrap(john.inserted.first)
        XCTAssertEqual(update.session, message.session, "the same session: the newer bubble replaces the older")
        XCTAssertEqual(query(of: update), "base=cone&scoops=chocolate")
        XCTAssertEqual((update.layout as? MSMessageTemplateLayout)?.caption, "I added the scoops")
        XCTAssertEqual(john.dismissals, 1)

        // Alice would see the topping stage.
        let alice = RecordingHost()
        let third = launchExpanded(selecting: update, host: alice)
        let topping = try XCTUnwrap(third.children.last as? BuildIceCreamViewController)
        XCTAssertEqual(topping.prompt, "Choose a topping")
        XCTAssertEqual(parts(in: topping).map(\.accessibilityIdentifier), ["sprinkles", "cherry", "nuts"])
        XCTAssertTrue(alice.inserted.isEmpty)
    }
}
