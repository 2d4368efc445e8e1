import Foundation
import IMSimCore
import IMSimModel
import Messages
import UIKit

/// One person's phone in a `MessagesTestStore`: what they do, and what their extension and Messages
/// did, to be asserted event by event. `store.phone("John")` gives John's; the store's own verbs act
/// on the phone of the person the test is (`me`).
@MainActor
public final class MessagesTestPhone {
    public let name: String
    let phone: EmbeddedPhone
    /// Events since the last assertion.
    var unasserted: [MessagesEvent] = []
    private unowned let store: MessagesTestStore

    init(name: String, others: [String], app: InstalledApp, store: MessagesTestStore,
         makeController: @escaping @MainActor () -> MSMessagesAppViewController) {
        self.name = name
        self.store = store
        phone = EmbeddedPhone(owner: name, others: others, app: app, makeController: makeController)
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

    /// A message sent with this extension arrives from `sender`, someone without a phone in the store
    /// or as if from them (a `received` event, as for messages between the store's phones).
    public func receive(from sender: String, caption: String? = nil, url: String, session: UUID? = nil,
                        file: StaticString = #filePath, line: UInt = #line) async {
        store.assertNothingLeft(before: "receive", file: file, line: line)
        let bundle = phone.app.snapshot.app?.bundleIdentifier ?? store.app.bundleIdentifier
        await phone.receive(MessagePayload(conversationID: EmbeddedPhone.conversationID, senderName: sender, bundleIdentifier: bundle,
                                           sessionID: session ?? UUID(), url: url, layout: LayoutPayload(caption: caption)))
        let (failure, sent) = collect()
        if let failure { store.reportFailure("receiving failed: \(failure)", file, line) }
        await store.deliver(sent)
    }

    // MARK: What the test asserts

    /// Asserts exactly this phone's events since the last assertion, in order.
    public func expect(_ expected: MessagesEvent..., file: StaticString = #filePath, line: UInt = #line) {
        expect(expected, file: file, line: line)
    }

    public func expect(_ expected: [MessagesEvent], file: StaticString = #filePath, line: UInt = #line) {
        defer { unasserted = [] }
        guard unasserted != expected else { return }
        store.reportFailure("\(name)'s events differ:\n" + MessagesEventDifference(expected: expected, actual: unasserted).text,
                            file, line)
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
        store.assertNothingLeft(before: command.verbText, file: file, line: line)
        await phone.perform(command)
        let (failure, sent) = collect()
        if let failure { store.reportFailure("\(command.verbText) failed: \(failure)", file, line) }
        await store.deliver(sent)
    }

    /// Turns what Messages recorded into events to assert; returns why the action failed, if it did,
    /// and the messages that left this phone, with whom they went to.
    func collect() -> (failure: String?, sent: [(MessagePayload, recipients: [String])]) {
        var failure: String?
        var sent: [(MessagePayload, recipients: [String])] = []
        var messages: [UUID: MessagePayload] = [:]
        for item in transcript { messages[item.message.id] = item.message }
        if let staged { messages[staged.message.id] = staged.message }
        for event in phone.takeEvents() {
            switch event {
            case let .callback(name): unasserted.append(.callback(name))
            // imsim's advice about the keyboard is for a scenario's reader, not something the extension did.
            case let .logged(entry) where entry.isKeyboardAdvice: break
            case let .logged(entry): unasserted.append(.logged(entry.message))
            case let .extensionRequested(action):
                switch action {
                case let .requestPresentationStyle(style): unasserted.append(.requestedStyle(style == .expanded ? .expanded : .compact))
                case .dismiss: unasserted.append(.requestedDismiss)
                case .insert, .refuse: break
                }
            case let .staged(_, item?): unasserted.append(.staged(MessagesEvent.Message(item.message)))
            case let .sent(messageID, recipients):
                guard let message = messages[messageID] else { break }
                unasserted.append(.sent(MessagesEvent.Message(message), to: recipients))
                sent.append((message, recipients))
            case let .received(messageID, sender):
                if let message = messages[messageID] { unasserted.append(.received(MessagesEvent.Message(message), from: sender)) }
            case let .commandFinished(_, reason?): failure = reason
            default: break
            }
        }
        return (failure, sent)
    }
}
