import Foundation
import IMSimCore
@testable import IMSimPhone
@testable import IMSimModel
import XCTest

/// Several conversations on one phone, and expiring messages.
final class ConversationsTests: XCTestCase {
    let probe = InstalledApp(key: "probe", bundleIdentifier: "com.example.probe", displayName: "Probe")

    func makeApp() -> MessagesApp {
        MessagesApp(owner: "Kate", conversations: [ConversationInfo(id: "party", members: ["Kate", "John", "Alice"]),
                                                   ConversationInfo(id: "kate-and-john", members: ["Kate", "John"])],
                    apps: [probe], seed: 1, expiryDelay: .milliseconds(300))
    }

    func message(from sender: String, in conversation: String, expiring: Bool = false) -> MessagePayload {
        MessagePayload(conversationID: conversation, senderName: sender, bundleIdentifier: probe.bundleIdentifier,
                       sessionID: nil, url: nil, layout: LayoutPayload(caption: "Hi"), shouldExpire: expiring)
    }

    func testEachConversationKeepsItsOwnTranscript() {
        var app = makeApp()
        let group = message(from: "Alice", in: "party")
        let direct = message(from: "John", in: "kate-and-john")
        _ = app.handle(.incoming(group))
        _ = app.handle(.incoming(direct))
        XCTAssertEqual(app.transcript.map(\.message), [group])
        XCTAssertEqual(app.handle(.perform(request: 1, command: .switchConversation("kate-and-john"))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: nil)])
        XCTAssertEqual(app.snapshot.conversation, "kate-and-john")
        XCTAssertEqual(app.transcript.map(\.message), [direct])
    }

    func testAMessageFromSomeoneOutsideTheConversationIsDropped() {
        var app = makeApp()
        _ = app.handle(.incoming(message(from: "Alice", in: "kate-and-john")))
        XCTAssertEqual(app.conversations.map(\.transcript.count), [0, 0])
    }

    func testSwitchingDismissesTheOpenAppAndSendsGoToTheConversationItWasOpenedIn() {
        var app = makeApp()
        _ = app.handle(.perform(request: 0, command: .openApp(nil)))
        _ = app.handle(.extensionConnected)
        _ = app.handle(.extensionReport(ExtensionReport(trace: [], actions: [], screen: ScreenSnapshot())))
        XCTAssertEqual(app.handle(.perform(request: 1, command: .switchConversation("kate-and-john"))),
                       [.sendToExtension(.resign)])
        // The dismissed app still inserts: the draft goes to the group, where it was opened.
        let draft = DraftMessage(content: .text("see you"))
        _ = app.handle(.extensionReport(ExtensionReport(trace: ["didResignActive"], actions: [.insert(draft, callback: 1, send: false)],
                                                        screen: ScreenSnapshot())))
        XCTAssertEqual(app.conversations[0].staged?.text, "see you")
        XCTAssertNil(app.staged)
    }

    func testUnknownConversationFailsTheStep() {
        var app = makeApp()
        XCTAssertEqual(app.handle(.perform(request: 1, command: .switchConversation("family"))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: "Kate is not in a conversation `family`; Kate's conversations: party, kate-and-john")])
    }

    func testAnExpiringMessageGoesAfterTheDelayOnceRead() {
        var app = makeApp()
        let secret = message(from: "John", in: "party", expiring: true)
        XCTAssertEqual(app.handle(.incoming(secret)), [.scheduleExpiry(messageID: secret.id, after: .milliseconds(300))])
        _ = app.handle(.expiryDue(messageID: secret.id))
        XCTAssertEqual(app.transcript, [])
    }

    func testAnExpiringMessageInAnotherConversationWaitsUntilItIsRead() {
        var app = makeApp()
        let secret = message(from: "John", in: "kate-and-john", expiring: true)
        XCTAssertEqual(app.handle(.incoming(secret)), [])
        let actions = app.handle(.perform(request: 1, command: .switchConversation("kate-and-john")))
        XCTAssertEqual(actions, [.scheduleExpiry(messageID: secret.id, after: .milliseconds(300))])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: nil)])
        // Reading it again does not restart the delay.
        _ = app.handle(.perform(request: 2, command: .switchConversation("party")))
        XCTAssertEqual(app.handle(.perform(request: 3, command: .switchConversation("kate-and-john"))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 2, failure: nil), .commandFinished(request: 3, failure: nil)])
    }

    func testAKeptMessageStays() {
        var app = makeApp()
        let secret = message(from: "John", in: "party", expiring: true)
        _ = app.handle(.incoming(secret))
        XCTAssertEqual(app.handle(.perform(request: 1, command: .keep(.last))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: nil)])
        _ = app.handle(.expiryDue(messageID: secret.id))
        XCTAssertEqual(app.transcript.map(\.message), [secret])
    }

    func testOnlyReceivedExpiringMessagesCanBeKept() {
        var app = makeApp()
        _ = app.handle(.incoming(message(from: "John", in: "party")))
        XCTAssertEqual(app.handle(.perform(request: 1, command: .keep(.last))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: "the bubble last does not expire on Kate's phone: nothing to keep")])
    }
}
