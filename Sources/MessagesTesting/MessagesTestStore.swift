import Foundation
import IMSimCore
import IMSimPhone
import Messages
import UIKit
import XCTest

/// A test of an extension's view controller against a conversation, in the manner of TCA's
/// TestStore: the test does what a person does (open, tap, type, send, receive), and after each
/// action it must say exactly what the extension and Messages did (`expect(...)`); an event it did
/// not assert fails the test, with the list of what happened and what was expected.
///
///     let store = MessagesTestStore(me: "Kate", others: ["John"]) { MessagesViewController() }
///     await store.open()
///     store.expect(.callback("viewDidLoad"), .callback("willBecomeActive"), ...)
///     await store.tap("New party")
///     store.expect(.requestedStyle(.expanded), .callback("willTransition(expanded)"), ...)
///     store.finish()
///
/// Everything runs in this process on the main actor: the extension's controller, Messages' state
/// and the lifecycle, laid out on `device`. `screen` and `transcript` show what the person sees.
@MainActor
public final class MessagesTestStore {
    private let phone: EmbeddedPhone
    private var unasserted: [MessagesEvent] = []
    private var finished = false
    /// How a failure is reported; `XCTFail` unless a test of the store itself replaces it.
    private let reportFailure: (String, StaticString, UInt) -> Void
    private let screenBefore = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)
    /// Where the test made the store: a store that ends with events not asserted fails there.
    private let origin: (file: StaticString, line: UInt)

    /// - Parameters:
    ///   - me: whose phone the test holds; `others` are the rest of the conversation.
    ///   - bundleIdentifier, displayName: the extension's, as in its Info.plist.
    ///   - makeController: makes the principal view controller, as iOS does at each launch.
    public convenience init(me: String = "Kate", others: [String] = ["John"],
                            bundleIdentifier: String = "com.example.MessagesExtension", displayName: String = "App",
                            file: StaticString = #filePath, line: UInt = #line,
                            makeController: @escaping @MainActor () -> MSMessagesAppViewController) {
        self.init(me: me, others: others, bundleIdentifier: bundleIdentifier, displayName: displayName,
                  reportFailure: { message, file, line in XCTFail(message, file: file, line: line) },
                  file: file, line: line, makeController: makeController)
    }

    init(me: String, others: [String], bundleIdentifier: String, displayName: String,
         reportFailure: @escaping (String, StaticString, UInt) -> Void,
         file: StaticString = #filePath, line: UInt = #line,
         makeController: @escaping @MainActor () -> MSMessagesAppViewController) {
        origin = (file, line)
        self.reportFailure = reportFailure
        phone = EmbeddedPhone(owner: me, others: others,
                              app: InstalledApp(key: "app", bundleIdentifier: bundleIdentifier, displayName: displayName),
                              makeController: makeController)
    }

    isolated deinit {
        if !finished && !unasserted.isEmpty {
            reportFailure("the store ended with events not asserted:\n" + Self.list(unasserted), origin.file, origin.line)
        }
        UIScreen.main.bounds = screenBefore.bounds
        UIScreen.main.scale = screenBefore.scale
    }

    // MARK: What the person does

    /// Opens the extension from the app drawer, in compact style.
    public func open(file: StaticString = #filePath, line: UInt = #line) async { await act(.openApp(nil), file: file, line: line) }
    /// Taps a control by its title, accessibility identifier or label, as a finger would.
    public func tap(_ control: String, file: StaticString = #filePath, line: UInt = #line) async {
        await act(.tap(control), file: file, line: line)
    }
    /// Types into the only text field, or the one with this identifier or placeholder.
    public func type(_ text: String, into field: String? = nil, file: StaticString = #filePath, line: UInt = #line) async {
        await act(.type(text, into: field), file: file, line: line)
    }
    /// Presses send: the staged message goes to the others.
    public func pressSend(file: StaticString = #filePath, line: UInt = #line) async { await act(.pressSend, file: file, line: line) }
    /// Taps the newest bubble (or the one with this caption), opening it in the extension.
    public func tapBubble(_ caption: String? = nil, file: StaticString = #filePath, line: UInt = #line) async {
        await act(.tapBubble(caption.map(BubbleReference.caption) ?? .last), file: file, line: line)
    }
    /// The chevron: expanded style.
    public func expand(file: StaticString = #filePath, line: UInt = #line) async { await act(.expand, file: file, line: line) }
    /// Back to compact style.
    public func collapse(file: StaticString = #filePath, line: UInt = #line) async { await act(.collapse, file: file, line: line) }
    /// Closes the app drawer: the extension resigns and its process ends.
    public func close(file: StaticString = #filePath, line: UInt = #line) async { await act(.close, file: file, line: line) }

    /// A message from someone else in the conversation arrives (sent with this extension).
    public func receive(from sender: String, caption: String? = nil, url: String, session: UUID? = nil,
                        file: StaticString = #filePath, line: UInt = #line) async {
        assertNothingLeft(before: "receive", file: file, line: line)
        let bundle = phone.app.snapshot.app?.bundleIdentifier ?? "com.example.MessagesExtension"
        await phone.receive(MessagePayload(conversationID: "chat", senderName: sender, bundleIdentifier: bundle,
                                     sessionID: session ?? UUID(), url: url, layout: LayoutPayload(caption: caption)))
        if let failure = collect() { reportFailure("receiving failed: \(failure)", file, line) }
    }

    // MARK: What the test asserts

    /// Asserts exactly the events since the last assertion, in order.
    public func expect(_ expected: MessagesEvent..., file: StaticString = #filePath, line: UInt = #line) {
        expect(expected, file: file, line: line)
    }

    public func expect(_ expected: [MessagesEvent], file: StaticString = #filePath, line: UInt = #line) {
        defer { unasserted = [] }
        guard unasserted != expected else { return }
        reportFailure("the events differ:\n" + Self.difference(expected: expected, actual: unasserted), file, line)
    }

    /// Asserts every event has been asserted; call it at the end of a test.
    public func finish(file: StaticString = #filePath, line: UInt = #line) {
        finished = true
        assertNothingLeft(before: "finish", file: file, line: line)
    }

    /// What the extension shows: its controls and texts, where they are, whether a finger reaches them.
    public var screen: ScreenSnapshot { phone.app.snapshot.app?.screen ?? ScreenSnapshot() }
    /// The conversation's bubbles, oldest first.
    public var transcript: [TranscriptItem] { phone.app.snapshot.transcript }
    /// The message in the input field, if any.
    public var staged: TranscriptItem? { phone.app.staged }
    /// The extension's principal controller while it runs.
    public var controller: MSMessagesAppViewController? { phone.runningRuntime?.principal }

    // MARK: Helpers

    private func act(_ command: Command, file: StaticString, line: UInt) async {
        assertNothingLeft(before: command.verbText, file: file, line: line)
        await phone.perform(command)
        if let failure = collect() { reportFailure("\(command.verbText) failed: \(failure)", file, line) }
    }

    private func assertNothingLeft(before action: String, file: StaticString, line: UInt) {
        guard !unasserted.isEmpty else { return }
        reportFailure("before \(action), events not asserted:\n" + Self.list(unasserted), file, line)
        unasserted = []
    }

    /// Turns what Messages recorded into events to assert; returns why the action failed, if it did.
    @discardableResult
    private func collect() -> String? {
        var failure: String?
        var messages: [UUID: MessagePayload] = [:]
        for item in transcript { messages[item.message.id] = item.message }
        if let staged { messages[staged.message.id] = staged.message }
        for event in phone.takeEvents() {
            switch event {
            case let .callback(name): unasserted.append(.callback(name))
            case let .logged(entry): unasserted.append(.logged(entry.message))
            case let .extensionRequested(action):
                switch action {
                case let .requestPresentationStyle(style): unasserted.append(.requestedStyle(style == .expanded ? .expanded : .compact))
                case .dismiss: unasserted.append(.requestedDismiss)
                case .insert, .refuse: break
                }
            case let .staged(_, item?): unasserted.append(.staged(MessagesEvent.Message(item.message)))
            case let .sent(messageID, recipients):
                if let message = messages[messageID] { unasserted.append(.sent(MessagesEvent.Message(message), to: recipients)) }
            case let .commandFinished(_, reason?): failure = reason
            default: break
            }
        }
        return failure
    }

    private static func list(_ events: [MessagesEvent]) -> String {
        events.map { "  \($0)" }.joined(separator: "\n")
    }

    /// Expected and actual side by side, `−` for what was expected and did not happen, `+` for what
    /// happened and was not expected.
    static func difference(expected: [MessagesEvent], actual: [MessagesEvent]) -> String {
        let changes = actual.difference(from: expected)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in changes {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [String] = []
        var e = 0, a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                lines.append("− \(expected[e])"); e += 1
            } else if a < actual.count, inserted.contains(a) {
                lines.append("+ \(actual[a])"); a += 1
            } else {
                if a < actual.count { lines.append("  \(actual[a])") }
                e += 1; a += 1
            }
        }
        return lines.joined(separator: "\n") + "\n(− expected, not done; + done, not expected)"
    }
}
