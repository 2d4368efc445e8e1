import Foundation
import IMSimCore
import IMSimModel
import Messages
import UIKit
import XCTest

/// A test of an extension's view controller against a conversation, in the manner of TCA's
/// TestStore: the test does what people do (open, tap, type, send), and after each action it must
/// say exactly what each extension and Messages did (`expect(...)`); an event it did not assert fails
/// the test, with the list of what happened and what was expected.
///
///     let store = MessagesTestStore(me: "Kate", others: ["John"]) { MessagesViewController() }
///     await store.open()
///     store.expect(.callback("viewDidLoad"), .callback("willBecomeActive"), ...)
///     await store.tap("New party")
///     store.expect(.requestedStyle(.expanded), .callback("willTransition(expanded)"), ...)
///     await store.pressSend()
///     store.expect(.sent(list, to: ["John"]))
///     store.phone("John").expect(.received(list, from: "Kate"))
///     store.finish()
///
/// Everyone in the conversation has a phone with the extension, all in this process on the main
/// actor. A message sent reaches the others' phones before the action returns; when several
/// deliveries are waiting (a message to many, or answers sent on receipt), `seed` decides their
/// order, the same order for the same seed.
@MainActor
public final class MessagesTestStore {
    /// The phone of the person the test is; the store's verbs act on it.
    public var me: MessagesTestPhone { phone(cast[0]) }
    private var phones: [String: MessagesTestPhone] = [:]
    private let cast: [String]
    let app: InstalledApp
    private var order: SeededOrder
    private var finished = false
    /// How a failure is reported; `XCTFail` unless a test of the store itself replaces it.
    let reportFailure: (String, StaticString, UInt) -> Void
    private let screenBefore = (bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)
    /// Where the test made the store: a store that ends with events not asserted fails there.
    private let origin: (file: StaticString, line: UInt)

    /// - Parameters:
    ///   - me: whose phone the store's verbs act on; `others` are the rest of the conversation, each
    ///     with a phone of their own (`phone(_:)`).
    ///   - bundleIdentifier, displayName: the extension's, as in its Info.plist.
    ///   - seed: the order of deliveries that wait at the same time.
    ///   - makeController: makes the principal view controller, as iOS does at each launch.
    public convenience init(me: String = "Kate", others: [String] = ["John"],
                            bundleIdentifier: String = "com.example.MessagesExtension", displayName: String = "App",
                            seed: UInt64 = 0, file: StaticString = #filePath, line: UInt = #line,
                            makeController: @escaping @MainActor () -> MSMessagesAppViewController) {
        self.init(me: me, others: others, bundleIdentifier: bundleIdentifier, displayName: displayName, seed: seed,
                  reportFailure: { message, file, line in XCTFail(message, file: file, line: line) },
                  file: file, line: line, makeController: makeController)
    }

    init(me name: String, others: [String], bundleIdentifier: String, displayName: String, seed: UInt64 = 0,
         reportFailure: @escaping (String, StaticString, UInt) -> Void,
         file: StaticString = #filePath, line: UInt = #line,
         makeController: @escaping @MainActor () -> MSMessagesAppViewController) {
        origin = (file, line)
        self.reportFailure = reportFailure
        app = InstalledApp(key: "app", bundleIdentifier: bundleIdentifier, displayName: displayName)
        order = SeededOrder(seed: seed)
        cast = [name] + others.filter { $0 != name }
        for other in cast {
            phones[other] = MessagesTestPhone(name: other, others: cast.filter { $0 != other }, app: app, store: self,
                                              makeController: makeController)
        }
    }

    isolated deinit {
        let left = cast.compactMap { phones[$0] }.filter { !$0.unasserted.isEmpty }
        if !finished && !left.isEmpty {
            reportFailure("the store ended with events not asserted:\n" + Self.list(left), origin.file, origin.line)
        }
        UIScreen.main.bounds = screenBefore.bounds
        UIScreen.main.scale = screenBefore.scale
    }

    /// The phone of `name`, someone in the conversation.
    public func phone(_ name: String) -> MessagesTestPhone {
        guard let phone = phones[name] else {
            preconditionFailure("\(name) is not in the conversation (\(cast.joined(separator: ", ")))")
        }
        return phone
    }

    // MARK: What the person does, on `me`'s phone

    public func open(file: StaticString = #filePath, line: UInt = #line) async { await me.open(file: file, line: line) }
    public func tap(_ control: String, file: StaticString = #filePath, line: UInt = #line) async {
        await me.tap(control, file: file, line: line)
    }
    public func type(_ text: String, into field: String? = nil, file: StaticString = #filePath, line: UInt = #line) async {
        await me.type(text, into: field, file: file, line: line)
    }
    public func pressSend(file: StaticString = #filePath, line: UInt = #line) async { await me.pressSend(file: file, line: line) }
    public func tapBubble(_ caption: String? = nil, file: StaticString = #filePath, line: UInt = #line) async {
        await me.tapBubble(caption, file: file, line: line)
    }
    public func expand(file: StaticString = #filePath, line: UInt = #line) async { await me.expand(file: file, line: line) }
    public func collapse(file: StaticString = #filePath, line: UInt = #line) async { await me.collapse(file: file, line: line) }
    public func close(file: StaticString = #filePath, line: UInt = #line) async { await me.close(file: file, line: line) }
    public func receive(from sender: String, caption: String? = nil, url: String, session: UUID? = nil,
                        file: StaticString = #filePath, line: UInt = #line) async {
        await me.receive(from: sender, caption: caption, url: url, session: session, file: file, line: line)
    }

    // MARK: What the test asserts

    /// Asserts exactly `me`'s events since the last assertion, in order.
    public func expect(_ expected: MessagesEvent..., file: StaticString = #filePath, line: UInt = #line) {
        me.expect(expected, file: file, line: line)
    }

    public func expect(_ expected: [MessagesEvent], file: StaticString = #filePath, line: UInt = #line) {
        me.expect(expected, file: file, line: line)
    }

    /// Asserts every event of every phone has been asserted; call it at the end of a test.
    public func finish(file: StaticString = #filePath, line: UInt = #line) {
        finished = true
        assertNothingLeft(before: "finish", file: file, line: line)
    }

    public var screen: ScreenSnapshot { me.screen }
    public var transcript: [TranscriptItem] { me.transcript }
    public var staged: TranscriptItem? { me.staged }
    public var controller: MSMessagesAppViewController? { me.controller }

    // MARK: Between phones

    /// Fails if any phone has events not asserted, before the next action.
    func assertNothingLeft(before action: String, file: StaticString, line: UInt) {
        let left = cast.compactMap { phones[$0] }.filter { !$0.unasserted.isEmpty }
        guard !left.isEmpty else { return }
        reportFailure("before \(action), events not asserted:\n" + Self.list(left), file, line)
        left.forEach { $0.unasserted = [] }
    }

    /// Hands each message to each recipient's phone, waiting deliveries in the seed's order, until
    /// none is left (a recipient's extension may send on receipt).
    func deliver(_ sent: [(MessagePayload, recipients: [String])]) async {
        var waiting = deliveries(sent)
        while !waiting.isEmpty {
            let (message, recipient) = waiting.remove(at: order.next(below: waiting.count))
            await recipient.phone.receive(message)
            waiting += deliveries(recipient.collect().sent)
        }
    }

    private func deliveries(_ sent: [(MessagePayload, recipients: [String])]) -> [(MessagePayload, MessagesTestPhone)] {
        sent.flatMap { message, recipients in recipients.compactMap { phones[$0].map { (message, $0) } } }
    }

    private static func list(_ phones: [MessagesTestPhone]) -> String {
        phones.map { phone in phone.unasserted.map { "  \(phone.name): \($0)" }.joined(separator: "\n") }.joined(separator: "\n")
    }
}
