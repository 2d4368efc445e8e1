import Foundation
import IMSimCore
@testable import IMSimPhone
@testable import IMSimModel
import XCTest

/// A step picture asks the open extension to draw only when its views look different from the last
/// time it drew; otherwise the phone draws the screen with the extension's last picture.
final class ExtensionPictureReuseTests: XCTestCase {
    private let app = InstalledApp(key: "list", bundleIdentifier: "com.example.list", displayName: "List")

    private func report(appearance: Int, trace: [String] = []) -> HostEvent {
        var screen = ScreenSnapshot()
        screen.appearance = appearance
        return .extensionReport(ExtensionReport(trace: trace, actions: [], screen: screen, failure: nil))
    }

    private func launched() -> MessagesApp {
        var phone = MessagesApp(owner: "Kate", conversationID: "chat", members: ["Kate", "John"], apps: [app], seed: 1)
        _ = phone.handle(.perform(request: 0, command: .openApp(nil)))
        _ = phone.handle(.extensionConnected)
        _ = phone.handle(report(appearance: 1, trace: ["viewDidLoad", "willBecomeActive", "didBecomeActive"]))
        return phone
    }

    func testTheSameLookIsNotDrawnAgainAndANewLookIs() {
        var phone = launched()
        XCTAssertEqual(phone.handle(.perform(request: 1, command: .stepPicture("/a/1.png", sameAs: nil))),
                       [.sendToExtension(.render(path: "/a/1.png.extension.pixels"))])
        XCTAssertEqual(phone.handle(report(appearance: 1)),
                       [.drawScreen(path: "/a/1.png", extensionPicture: .file("/a/1.png.extension.pixels"), later: true)])

        XCTAssertEqual(phone.handle(.perform(request: 2, command: .stepPicture("/a/2.png", sameAs: nil))),
                       [.drawScreen(path: "/a/2.png", extensionPicture: .lastDrawn, later: true)],
                       "nothing about the extension's views changed")

        _ = phone.handle(.perform(request: 3, command: .tap("Add")))
        _ = phone.handle(report(appearance: 2))
        XCTAssertEqual(phone.handle(.perform(request: 4, command: .stepPicture("/a/4.png", sameAs: nil))),
                       [.sendToExtension(.render(path: "/a/4.png.extension.pixels"))], "the tap changed how it looks")
    }

    func testAFailedDrawingIsNotReused() {
        var phone = launched()
        _ = phone.handle(.perform(request: 1, command: .stepPicture("/a/1.png", sameAs: nil)))
        let failed = HostEvent.extensionReport(ExtensionReport(trace: [], actions: [], screen: ScreenSnapshot(), failure: "disk full"))
        XCTAssertEqual(phone.handle(failed).first, .drawScreen(path: "/a/1.png", extensionPicture: .none, later: true))
        XCTAssertEqual(phone.handle(.perform(request: 2, command: .stepPicture("/a/2.png", sameAs: nil))),
                       [.sendToExtension(.render(path: "/a/2.png.extension.pixels"))])
    }

    /// With a pictures folder (the run's, in memory) each picture is named there, a number a phone.
    func testPicturesAreNamedInThePhonesFolder() {
        var phone = launched()
        phone.pictureFolder = "/shm/run"
        XCTAssertEqual(phone.handle(.perform(request: 1, command: .stepPicture("/a/1.png", sameAs: nil))),
                       [.sendToExtension(.render(path: "/shm/run/kate-1.pixels"))])
        XCTAssertEqual(phone.handle(report(appearance: 1)),
                       [.drawScreen(path: "/a/1.png", extensionPicture: .file("/shm/run/kate-1.pixels"), later: true)])
    }

    /// An extension that dies while it paints leaves its picture drawn without it; the next launch's
    /// first answer is its own, not an old picture's.
    func testAPictureAskedOfAnExtensionThatDiedIsDrawnWithoutIt() {
        var phone = launched()
        _ = phone.handle(.perform(request: 1, command: .stepPicture("/a/1.png", sameAs: nil)))
        let exited = phone.handle(.extensionExited(description: "was killed by signal 9"))
        XCTAssertTrue(exited.contains(.drawScreen(path: "/a/1.png", extensionPicture: .none, later: true)), "\(exited)")
        _ = phone.handle(.perform(request: 2, command: .openApp(nil)))
        _ = phone.handle(.extensionConnected)
        let answered = phone.handle(report(appearance: 1, trace: ["viewDidLoad", "willBecomeActive", "didBecomeActive"]))
        XCTAssertFalse(answered.contains { if case .drawScreen = $0 { true } else { false } }, "\(answered)")
    }
}
