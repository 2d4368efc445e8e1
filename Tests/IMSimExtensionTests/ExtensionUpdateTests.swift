import Foundation
import IMSimCore
@testable import IMSimExtension
import Messages
import UIKit
import XCTest

/// A label the test changes from outside any command, as a timer or main-queue work would.
private final class StatusController: MSMessagesAppViewController {
    let status = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = "idle"
        view.addSubview(status)
    }
}

/// Between commands the extension reports what changed on its own; the screen is read for that
/// only when work ran or a view changed how it looks, not at every turn of the loop (issue 22:
/// two thirds of an extension's CPU in a long conversation went to readings that found nothing).
@MainActor
final class ExtensionUpdateTests: XCTestCase {
    private let screen = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)

    /// A launch sets the process's screen to the device's: other tests expect the default one.
    override func tearDown() async throws {
        UIScreen.main.bounds = screen.bounds
        UIScreen.main.scale = screen.scale
    }

    private func launched(_ controller: StatusController) -> ExtensionRuntime {
        let runtime = ExtensionRuntime(attachmentsDirectory: nil) { controller }
        let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                          remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
        _ = runtime.handle(.launch(ExtensionLaunch(style: .compact, conversation: context, device: .default)))
        return runtime
    }

    func testTurnsOfTheLoopWithNoWorkDoNotReadTheScreen() async {
        let runtime = launched(StatusController())
        let readings = runtime.screenReadings
        for _ in 0..<20 { XCTAssertNil(runtime.takeUpdate(afterWork: false)) }
        XCTAssertEqual(runtime.screenReadings, readings, "nothing ran and nothing changed")
        XCTAssertNil(runtime.takeUpdate(afterWork: true), "work ran but changed nothing")
        XCTAssertEqual(runtime.screenReadings, readings + 1, "after work the screen is read")
    }

    func testAViewChangedOutsideAnyWorkSeenIsStillReported() async throws {
        let controller = StatusController()
        let runtime = launched(controller)
        controller.status.text = "done"
        let update = try XCTUnwrap(runtime.takeUpdate(afterWork: false))
        XCTAssertTrue(update.screen.elements.contains { $0.kind == .label && $0.text == "done" })
        XCTAssertNil(runtime.takeUpdate(afterWork: false))
    }
}
