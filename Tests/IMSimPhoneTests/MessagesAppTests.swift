import Foundation
import IMSimCore
@testable import IMSimPhone
@testable import IMSimModel
import XCTest

final class MessagesAppTests: XCTestCase {
    let shoppingList = InstalledApp(key: "shopping-list", bundleIdentifier: "com.example.list", displayName: "Mussels Party")

    func makeApp(_ owner: String = "Kate") -> MessagesApp {
        MessagesApp(owner: owner, conversationID: "chat", members: ["Kate", "John"], apps: [shoppingList], seed: 1)
    }

    func report(_ trace: [String], _ actions: [ExtensionAction] = [], failure: String? = nil) -> HostEvent {
        .extensionReport(ExtensionReport(trace: trace, actions: actions, screen: ScreenSnapshot(), failure: failure))
    }

    let launchTrace = ["viewDidLoad", "willBecomeActive", "didBecomeActive", "viewWillAppear", "viewDidAppear"]
    let resignTrace = ["viewWillDisappear", "viewDidDisappear", "willResignActive", "didResignActive"]

    func draft(session: UUID = UUID(fromString: "00000000-0000-0000-0000-0000000000AA"), url: String = "?name=Mussels%20Party") -> DraftMessage {
        DraftMessage(id: UUID(fromString: "00000000-0000-0000-0000-000000000001"), sessionID: session, url: url,
                     layout: LayoutPayload(caption: "List :Mussels Party"), summaryText: nil, accessibilityLabel: nil,
                     shouldExpire: false)
    }

    /// Kate's half of the mussels party, every action asserted.
    func testOpenExpandInsertDismissAndSend() throws {
        var app = makeApp()
        XCTAssertEqual(app.handle(.perform(request: 0, command: .openApp(nil))), [.launchExtension(shoppingList)])
        XCTAssertFalse(app.isIdle)

        let actions = app.handle(.extensionConnected)
        guard case let .sendToExtension(.launch(launch)) = actions.first, actions.count == 1 else {
            return XCTFail("expected the launch command, got \(actions)")
        }
        XCTAssertEqual(launch.style, .compact)
        XCTAssertNil(launch.conversation.selectedMessage)
        XCTAssertEqual(launch.conversation.localParticipantIdentifier, app.directory.identifier(of: "Kate"))
        XCTAssertEqual(launch.conversation.remoteParticipantIdentifiers, [app.directory.identifier(of: "John")])

        XCTAssertEqual(app.handle(report(launchTrace)), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 0, failure: nil)])

        XCTAssertEqual(app.handle(.perform(request: 1, command: .tap("New party"))), [.sendToExtension(.tap("New party"))])
        XCTAssertEqual(app.handle(report([], [.requestPresentationStyle(.expanded)])), [.sendToExtension(.transition(to: .expanded))])
        XCTAssertEqual(app.handle(report(["willTransition(expanded)", "didTransition(expanded)"])), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: nil)])
        XCTAssertEqual(app.snapshot.app?.style, .expanded)

        XCTAssertEqual(app.handle(.perform(request: 2, command: .tap("Send"))), [.sendToExtension(.tap("Send"))])
        XCTAssertEqual(app.handle(report([], [.insert(draft(), callback: 1, send: false), .dismiss])),
                       [.sendToExtension(.completion(callback: 1, error: nil))])
        XCTAssertEqual(app.staged?.message.senderName, "Kate")
        XCTAssertEqual(app.handle(report([])), [.sendToExtension(.resign)])
        XCTAssertEqual(app.handle(report(resignTrace)), [.terminateExtension])
        XCTAssertEqual(app.handle(.extensionExited(description: "was killed by signal 9")), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 2, failure: nil)])
        XCTAssertNil(app.snapshot.app)

        let sent = try XCTUnwrap(app.staged?.message)
        XCTAssertEqual(app.handle(.perform(request: 3, command: .pressSend)), [.sendToRelay(sent, recipients: ["John"])])
        XCTAssertNil(app.staged)
        XCTAssertEqual(app.handle(.relayAccepted(messageID: sent.id, unreachable: [])), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 3, failure: nil)])
        XCTAssertEqual(app.transcript, [TranscriptItem(kind: .bubble, message: sent)])
        XCTAssertEqual(app.lifecycle, launchTrace + ["willTransition(expanded)", "didTransition(expanded)"] + resignTrace)
    }

    /// A newer message of the same session replaces the older bubble by a summary in its place.
    func testSessionReplacesOlderBubbleWithSummary() {
        var app = makeApp("John")
        let session = UUID()
        let first = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "com.example.list",
                                   sessionID: session, url: "?name=A", layout: nil)
        let unrelated = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "com.example.list",
                                       sessionID: UUID(), url: "?name=B", layout: nil, summaryText: nil)
        var second = first
        second.id = UUID()
        second.url = "?name=A2"
        _ = app.handle(.incoming(first))
        _ = app.handle(.incoming(unrelated))
        _ = app.handle(.incoming(second))
        XCTAssertEqual(app.transcript, [
            TranscriptItem(kind: .summary, message: first, summary: "Kate updated Mussels Party"),
            TranscriptItem(kind: .bubble, message: unrelated),
            TranscriptItem(kind: .bubble, message: second),
        ])
    }

    func testSummaryTextOfTheOlderMessageIsUsed() {
        var app = makeApp("John")
        var first = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "com.example.list",
                                   sessionID: UUID(), url: nil, layout: nil)
        first.summaryText = "Kate started a list"
        var second = first
        second.id = UUID()
        _ = app.handle(.incoming(first))
        _ = app.handle(.incoming(second))
        XCTAssertEqual(app.transcript.map(\.kind), [.summary, .bubble])
        XCTAssertEqual(app.transcript.first?.summary, "Kate started a list")
    }

    /// Tapping a bubble with the app closed launches it expanded with the message selected.
    func testTapBubbleLaunchesExpandedWithSelection() throws {
        var app = makeApp("John")
        let message = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "com.example.list",
                                     sessionID: UUID(), url: "?name=A", layout: nil)
        XCTAssertEqual(app.handle(.incoming(message)), [])
        XCTAssertEqual(app.handle(.perform(request: 0, command: .tapBubble(.last))), [.launchExtension(shoppingList)])
        let actions = app.handle(.extensionConnected)
        guard case let .sendToExtension(.launch(launch)) = actions.first else { return XCTFail("\(actions)") }
        XCTAssertEqual(launch.style, .expanded)
        XCTAssertEqual(launch.conversation.selectedMessage?.payload, message)
        XCTAssertEqual(launch.conversation.selectedMessage?.senderParticipantIdentifier, app.directory.identifier(of: "Kate"))
        XCTAssertEqual(launch.conversation.selectedMessage?.isPending, false)
    }

    /// Tapping a bubble while the extension runs compact: select, then the transition.
    func testTapBubbleWhileRunningSelectsThenExpands() {
        var app = makeApp("John")
        let message = MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "com.example.list",
                                     sessionID: nil, url: nil, layout: nil)
        _ = app.handle(.perform(request: 0, command: .openApp("shopping-list")))
        _ = app.handle(.extensionConnected)
        _ = app.handle(report(launchTrace))
        // Arrives while running: didReceive.
        XCTAssertEqual(app.handle(.incoming(message)),
                       [.sendToExtension(.receive(ExtensionMessage(payload: message,
                                                                   senderParticipantIdentifier: app.directory.identifier(of: "Kate"),
                                                                   isPending: false)))])
        _ = app.handle(report(["didReceive"]))
        _ = app.takeEvents()
        let selected = ExtensionMessage(payload: message, senderParticipantIdentifier: app.directory.identifier(of: "Kate"), isPending: false)
        XCTAssertEqual(app.handle(.perform(request: 1, command: .tapBubble(.position(1)))), [.sendToExtension(.select(selected))])
        XCTAssertEqual(app.handle(report(["willSelect", "didSelect"])), [.sendToExtension(.transition(to: .expanded))])
        XCTAssertEqual(app.handle(report(["willTransition(expanded)", "didTransition(expanded)"])), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: nil)])
    }

    func testStepFailuresAreExplained() {
        var app = makeApp()
        XCTAssertEqual(app.handle(.perform(request: 0, command: .tap("Add"))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 0, failure: "cannot tap Add: no app is open on Kate's phone")])
        XCTAssertEqual(app.handle(.perform(request: 1, command: .pressSend)), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 1, failure: "nothing is staged in Kate's input field")])
        XCTAssertEqual(app.handle(.perform(request: 2, command: .tapBubble(.last))), [])
        XCTAssertEqual(app.finishedCommands(), [.commandFinished(request: 2, failure: "no bubble last in Kate's transcript (0 bubbles)")])
    }

    func testExtensionCrashFailsTheStepAndIsReported() {
        var app = makeApp()
        _ = app.handle(.perform(request: 0, command: .openApp(nil)))
        _ = app.handle(.extensionConnected)
        _ = app.takeEvents()
        XCTAssertEqual(app.handle(.extensionExited(description: "was killed by signal 4")), [])
        XCTAssertEqual(app.takeEvents(), [
            .extensionEnded(launch: 1, how: "was killed by signal 4", expected: false),
            .commandFinished(request: 0, failure: "the extension process was killed by signal 4"),
        ])
    }

    func testOverlongURLFailsInsertWithUrlExceedsMaxSize() {
        var app = makeApp()
        _ = app.handle(.perform(request: 0, command: .openApp(nil)))
        _ = app.handle(.extensionConnected)
        _ = app.handle(report(launchTrace))
        _ = app.handle(.perform(request: 1, command: .tap("Send")))
        let long = "https://example.com/?q=" + String(repeating: "x", count: 5000)
        _ = app.takeEvents()
        XCTAssertEqual(app.handle(report([], [.insert(draft(url: long), callback: 7, send: false)])), [
            .sendToExtension(.completion(callback: 7, error: MessageError(
                domain: "com.apple.messages.MSMessagesErrorDomain", code: 8, reason: "url of 5023 characters, at most 5000"))),
        ])
        XCTAssertNil(app.staged)
        let logged = app.takeEvents().compactMap { event -> String? in
            if case let .logged(entry) = event { entry.message } else { nil }
        }
        XCTAssertEqual(logged, ["insert(_:) refused: url of 5023 characters, at most 5000"], "the timeline says why, not only the handler")
    }

    func testIdentifiersAreScopedPerPhoneAndStable() {
        let kate = ParticipantDirectory(owner: "Kate", names: ["Kate", "John"], seed: 1)
        let john = ParticipantDirectory(owner: "John", names: ["Kate", "John"], seed: 1)
        XCTAssertNotEqual(kate.identifier(of: "Kate"), john.identifier(of: "Kate"))
        XCTAssertEqual(kate, ParticipantDirectory(owner: "Kate", names: ["John", "Kate"], seed: 1))
        XCTAssertNotEqual(kate.identifier(of: "John"), ParticipantDirectory(owner: "Kate", names: ["Kate", "John"], seed: 2).identifier(of: "John"))
        XCTAssertEqual(john.name(of: john.identifier(of: "Kate")), "Kate")
        // The same seed gives the same identifiers from one imsim version to the next (values from an
        // independent implementation of the mix: FNV-1a of both names, then SplitMix64 twice).
        XCTAssertEqual(kate.identifier(of: "John").uuidString, "B3E5EFEF-770B-4ADB-AB68-D34B53FA7B31")
        XCTAssertEqual(john.identifier(of: "Kate").uuidString, "BE7BC3B7-0472-4C11-9D02-C02B1EB6AA92")
    }
}

extension UUID {
    init(fromString string: String) { self = UUID(uuidString: string)! }
}

extension MessagesAppTests {
    private func runningApp() -> MessagesApp {
        var app = makeApp()
        _ = app.handle(.perform(request: 0, command: .openApp(nil)))
        _ = app.handle(.extensionConnected)
        _ = app.handle(report(launchTrace))
        return app
    }

    func testSecondInsertReplacesWhatIsStaged() {
        var app = runningApp()
        _ = app.handle(.perform(request: 1, command: .tap("Send")))
        var second = draft()
        second.id = UUID()
        second.url = "?name=Second"
        XCTAssertEqual(app.handle(report([], [.insert(draft(), callback: 1, send: false), .insert(second, callback: 2, send: false)])),
                       [.sendToExtension(.completion(callback: 1, error: nil))])
        XCTAssertEqual(app.handle(report([])), [.sendToExtension(.completion(callback: 2, error: nil))])
        XCTAssertEqual(app.staged?.message.url, "?name=Second")
    }

    func testDeletingStagedWhileRunningCallsDidCancelSending() throws {
        var app = runningApp()
        _ = app.handle(.perform(request: 1, command: .tap("Send")))
        _ = app.handle(report([], [.insert(draft(), callback: 1, send: false)]))
        _ = app.handle(report([]))
        let staged = try XCTUnwrap(app.staged?.message)
        XCTAssertEqual(app.handle(.perform(request: 2, command: .deleteStaged)),
                       [.sendToExtension(.didCancelSending(ExtensionMessage(payload: staged,
                            senderParticipantIdentifier: app.directory.identifier(of: "Kate"), isPending: false)))])
        XCTAssertNil(app.staged)
    }

    func testDirectSendNeedsARecentInteraction() {
        var app = runningApp()
        // The launch is not an interaction: a send from willBecomeActive-like code fails.
        _ = app.handle(.perform(request: 1, command: .expand))
        XCTAssertEqual(app.handle(report(["willTransition(expanded)", "didTransition(expanded)"], [.insert(draft(), callback: 4, send: true)])),
                       [.sendToExtension(.completion(callback: 4, error: MessageError(domain: "com.apple.messages.MSMessagesErrorDomain",
                           code: 9, reason: "send(_:) without a user interaction since launch or the last send")))])
    }

    func testInsertAfterDismissStillStagesBeforeTheResign() {
        var app = runningApp()
        _ = app.handle(.perform(request: 1, command: .tap("Send")))
        XCTAssertEqual(app.handle(report([], [.dismiss, .insert(draft(), callback: 3, send: false)])),
                       [.sendToExtension(.completion(callback: 3, error: nil))])
        XCTAssertEqual(app.handle(report([])), [.sendToExtension(.resign)])
        XCTAssertNotNil(app.staged)
    }
}
