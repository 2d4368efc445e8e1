import Foundation
import IMSimCore
@testable import IMSimExtension
import Messages
import UIKit
import XCTest

/// A settings screen the extension presents over its own, closed with a Done button.
private final class SettingsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)
        done.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(done)
        NSLayoutConstraint.activate([
            done.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            done.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
    }
}

private final class PresentingController: MSMessagesAppViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let settings = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
        settings.setTitle("Settings", for: .normal)
        settings.addAction(UIAction { [unowned self] _ in present(SettingsController(), animated: true) }, for: .touchUpInside)
        view.addSubview(settings)
    }
}

/// What the extension presents covers it, as on iOS: its controls are read and tapped, in the
/// extension's area, and the controls under it are out of reach until it is dismissed.
@MainActor
final class PresentedControllerTests: XCTestCase {
    private let screen = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)

    /// A launch sets the process's screen to the device's: other tests expect the default one.
    override func tearDown() async throws {
        UIScreen.main.bounds = screen.bounds
        UIScreen.main.scale = screen.scale
    }

    private func launched() -> ExtensionRuntime {
        let runtime = ExtensionRuntime(attachmentsDirectory: nil) { PresentingController() }
        let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                          remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
        _ = runtime.handle(.launch(ExtensionLaunch(style: .expanded, conversation: context, device: .default)))
        return runtime
    }

    private func names(_ report: ExtensionReport) -> [String] {
        report.screen.elements.compactMap(\.text)
    }

    func testThePresentedScreenIsReadAndTappedAndCoversTheOneUnderIt() async throws {
        let runtime = launched()
        let opened = runtime.handle(.tap("Settings"))
        XCTAssertNil(opened.failure)
        XCTAssertEqual(opened.screen.visibleController, "SettingsController")
        XCTAssertEqual(names(opened), ["Done"], "only what is presented is on screen")
        let done = try XCTUnwrap(opened.screen.elements.first)
        let frame = try XCTUnwrap(done.frame)
        let area = try XCTUnwrap(Device.default.extensionFrame(for: .expanded))
        XCTAssertGreaterThan(frame.y, area.y + area.height / 2, "laid out in the extension's area, near its bottom")
        XCTAssertLessThan(frame.y + frame.height, area.y + area.height)
        XCTAssertNil(done.obstruction)

        XCTAssertNotNil(runtime.handle(.tap("Settings")).failure, "the screen under it cannot be touched")
        let closed = runtime.handle(.tap("Done"))
        XCTAssertNil(closed.failure)
        XCTAssertEqual(names(closed), ["Settings"])
    }
}
