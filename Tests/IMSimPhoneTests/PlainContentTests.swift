import Foundation
import IMSimCore
@testable import IMSimPhone
@testable import IMSimModel
import XCTest

/// Text, stickers and attachments: staged and sent like messages, but without the MSMessage callbacks.
final class PlainContentTests: XCTestCase {
    let probe = InstalledApp(key: "probe", bundleIdentifier: "com.example.probe", displayName: "Probe")
    let launchTrace = ["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"]

    func report(_ actions: [ExtensionAction] = []) -> HostEvent {
        .extensionReport(ExtensionReport(trace: [], actions: actions, screen: ScreenSnapshot()))
    }

    func openedApp() -> MessagesApp {
        var app = MessagesApp(owner: "Kate", conversationID: "chat", members: ["Kate", "John"], apps: [probe], seed: 1)
        _ = app.handle(.perform(request: 0, command: .openApp(nil)))
        _ = app.handle(.extensionConnected)
        _ = app.handle(.extensionReport(ExtensionReport(trace: launchTrace, actions: [], screen: ScreenSnapshot())))
        _ = app.takeEvents()
        return app
    }

    func testInsertedTextIsStagedAndSendingItCallsNoDidStartSending() throws {
        var app = openedApp()
        let text = DraftMessage(content: .text("Fries at eight?"))
        XCTAssertEqual(app.handle(.perform(request: 1, command: .tap("Insert text"))), [.sendToExtension(.tap("Insert text"))])
        XCTAssertEqual(app.handle(report([.insert(text, callback: 1, send: false)])),
                       [.sendToExtension(.completion(callback: 1, error: nil))])
        XCTAssertEqual(app.staged?.kind, .text)
        XCTAssertEqual(app.staged?.text, "Fries at eight?")
        XCTAssertEqual(app.handle(report()), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: nil)])

        let staged = try XCTUnwrap(app.staged?.message)
        XCTAssertEqual(app.handle(.perform(request: 2, command: .pressSend)), [.sendToRelay(staged, recipients: ["John"])])
        XCTAssertEqual(app.transcript.map(\.kind), [.text])
    }

    func testDeletingStagedStickerCallsNoDidCancelSending() {
        var app = openedApp()
        let sticker = DraftMessage(content: .sticker(path: "/run/a.png", description: "Sundae"))
        _ = app.handle(.perform(request: 1, command: .tap("Insert sticker")))
        _ = app.handle(report([.insert(sticker, callback: 1, send: false)]))
        _ = app.handle(report())
        XCTAssertEqual(app.staged?.kind, .sticker)
        XCTAssertEqual(app.staged?.filename, "Sundae")
        _ = app.takeEvents()
        XCTAssertEqual(app.handle(.perform(request: 2, command: .deleteStaged)), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 2, failure: nil)])
        XCTAssertNil(app.staged)
    }

    func testDirectlySentAttachmentGoesOutWithoutDidStartSending() {
        var app = openedApp()
        let attachment = DraftMessage(content: .attachment(path: "/run/b.txt", filename: "Party notes.txt"))
        _ = app.handle(.perform(request: 1, command: .tap("Send attachment")))
        let actions = app.handle(report([.insert(attachment, callback: 1, send: true)]))
        guard case let .sendToRelay(sent, recipients) = actions.first else { return XCTFail("not sent: \(actions)") }
        XCTAssertEqual(sent.content, attachment.content)
        XCTAssertEqual(recipients, ["John"])
        XCTAssertEqual(Array(actions.dropFirst()), [.sendToExtension(.completion(callback: 1, error: nil))])
        XCTAssertEqual(app.transcript.map(\.kind), [.attachment])
    }

    func testRefusedInsertCompletesWithItsErrorAndStagesNothing() {
        var app = openedApp()
        let missing = MessageError(domain: "com.apple.messages.MSMessagesErrorDomain", code: 1, reason: "no file")
        _ = app.handle(.perform(request: 1, command: .tap("Attach missing file")))
        XCTAssertEqual(app.handle(report([.refuse(callback: 4, error: missing)])),
                       [.sendToExtension(.completion(callback: 4, error: missing))])
        XCTAssertNil(app.staged)
    }

    func testReceivedTextIsNotDeliveredToTheRunningExtension() {
        var app = openedApp()
        let text = MessagePayload(conversationID: "chat", senderName: "John", bundleIdentifier: probe.bundleIdentifier,
                                  sessionID: nil, url: nil, layout: nil, content: .text("Yes"))
        XCTAssertEqual(app.handle(.incoming(text)), [])
        XCTAssertEqual(app.transcript, [TranscriptItem(kind: .text, message: text)])
    }
}
