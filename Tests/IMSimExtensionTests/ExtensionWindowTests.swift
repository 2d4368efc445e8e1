import Foundation
import IMSimCore
@testable import IMSimExtension
import Messages
import UIKit
import XCTest

/// The extension's views are in a window, as in Messages on iOS: it is set between viewWillAppear and
/// viewDidAppear, every view hears `didMoveToWindow`, a presented screen shares it, and it goes when
/// the extension resigns.
@MainActor
final class ExtensionWindowTests: XCTestCase {
    private final class Observer: UIView {
        var moves: [Bool] = []
        override func didMoveToWindow() {
            super.didMoveToWindow()
            moves.append(window != nil)
        }
    }

    private final class Watched: MSMessagesAppViewController {
        let observer = Observer()
        var windowAt: [String: Bool] = [:]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(observer)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            windowAt["viewWillAppear"] = view.window != nil
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            windowAt["viewDidAppear"] = view.window != nil
        }
    }

    func testTheExtensionsViewsAreInAWindowFromViewDidAppearUntilItResigns() async throws {
        let watched = Watched()
        let runtime = ExtensionRuntime(attachmentsDirectory: nil) { watched }
        let context = ConversationContext(conversationID: "chat", localParticipantIdentifier: UUID(),
                                          remoteParticipantIdentifiers: [UUID()], selectedMessage: nil)
        _ = runtime.handle(.launch(ExtensionLaunch(style: .compact, conversation: context, device: .default)))
        XCTAssertEqual(watched.windowAt, ["viewWillAppear": false, "viewDidAppear": true])
        XCTAssertEqual(watched.observer.moves, [true], "didMoveToWindow once, with the window")
        XCTAssertEqual(watched.observer.window?.bounds.size, CGSize(width: 390, height: 844), "the screen's size")

        let later = UIView()
        watched.view.addSubview(later)
        XCTAssertNotNil(later.window, "a view added later is in the window too")

        let sheet = UIViewController()
        watched.present(sheet, animated: false)
        XCTAssertTrue(sheet.view.window === watched.view.window, "a presented screen shares the window")
        watched.dismiss(animated: false)
        XCTAssertNil(sheet.view.window)

        _ = runtime.handle(.resign)
        XCTAssertNil(watched.view.window)
        XCTAssertEqual(watched.observer.moves, [true, false])
    }
}
