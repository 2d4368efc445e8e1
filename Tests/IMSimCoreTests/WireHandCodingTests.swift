import Foundation
@testable import IMSimCore
import XCTest

/// The hand-written wire forms (`WireHandCoded`) are `Codable`'s byte for byte, both ways: every
/// case of a phone's events with optional fields there and not, random ones by the thousand, and bytes
/// the hand code does not read (keys out of order, unknown keys, a wrong kind of value) still read as
/// `Codable` reads them, or refused with its words.
final class WireHandCodingTests: XCTestCase {
    private struct Mixer: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Builds random values of every type the hand code writes.
    private struct Maker {
        var random: Mixer

        mutating func chance() -> Bool { Bool.random(using: &random) }

        mutating func text() -> String {
            ["", "Kate", "On my way", "é", "e\u{301}", "日本語 🍦", String(repeating: "x", count: 200), "line\nbreak \"quoted\""]
                .randomElement(using: &random)!
        }

        mutating func maybeText() -> String? { chance() ? text() : nil }

        mutating func int() -> Int {
            [0, 1, -1, 127, 128, -129, 300, Int.max, Int.min, Int.random(in: -1_000_000...1_000_000, using: &random)]
                .randomElement(using: &random)!
        }

        mutating func uuid() -> UUID {
            let high = random.next(), low = random.next()
            return withUnsafeBytes(of: (high, low)) { bytes in
                UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
            }
        }

        mutating func layout(depth: Int = 0) -> LayoutPayload {
            var layout = LayoutPayload(kind: chance() ? .template : .live, caption: maybeText(), subcaption: maybeText(),
                                       trailingCaption: maybeText(), trailingSubcaption: maybeText(), imageTitle: maybeText(),
                                       imageSubtitle: maybeText(), imagePath: maybeText(), mediaFileURL: maybeText())
            if depth == 0, chance() { layout.alternate = [self.layout(depth: 1)] }
            return layout
        }

        mutating func content() -> MessageContent {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: .interactive
            case 1: .text(text())
            case 2: .sticker(path: text(), description: text())
            default: .attachment(path: text(), filename: text())
            }
        }

        mutating func payload() -> MessagePayload {
            var payload = MessagePayload(id: uuid(), conversationID: text(), senderName: text(), bundleIdentifier: text(),
                                         sessionID: chance() ? uuid() : nil, url: maybeText(), layout: chance() ? layout() : nil,
                                         summaryText: maybeText(), accessibilityLabel: maybeText(), shouldExpire: chance(),
                                         content: content())
            if chance() { payload.mentions = [uuid(): text(), uuid(): text()] }
            return payload
        }

        mutating func item() -> TranscriptItem {
            var item = TranscriptItem(kind: TranscriptItem.Kind.allCases.randomElement(using: &random)!, message: payload(),
                                      summary: maybeText(), image: chance() ? ImageFacts(format: maybeText(), width: 3, height: 4, byteCount: 5) : nil)
            if chance() { item.live = LiveBubble(width: 320, height: 120, texts: [text()]) }
            return item
        }

        mutating func command() -> Command {
            let reference: BubbleReference = [.last, .position(int()), .caption(text())].randomElement(using: &random)!
            return [Command.openApp(maybeText()), .tap(text()), .type(text(), into: maybeText()), .pressSend, .deleteStaged,
                    .tapBubble(reference), .expand, .collapse, .close, .keep(reference), .switchConversation(text()),
                    .gesture(.setValue(0.25, on: maybeText())), .gesture(.memoryWarning), .screenshot(text()),
                    .stepPicture(text(), sameAs: maybeText())].randomElement(using: &random)!
        }

        mutating func action() -> ExtensionAction {
            let draft = DraftMessage(id: uuid(), sessionID: chance() ? uuid() : nil, url: maybeText(), layout: chance() ? layout() : nil,
                                     summaryText: maybeText(), accessibilityLabel: maybeText(), shouldExpire: chance(), content: content())
            return [ExtensionAction.requestPresentationStyle(style()), .dismiss, .insert(draft, callback: int(), send: chance()),
                    .refuse(callback: int(), error: MessageError(domain: text(), code: int(), reason: text()))].randomElement(using: &random)!
        }

        mutating func style() -> PresentationStyle { PresentationStyle.allCases.randomElement(using: &random)! }

        mutating func screen() -> ScreenSnapshot {
            ScreenSnapshot(controllers: [text()], elements: [ScreenElement(kind: .button, text: maybeText(), identifier: maybeText())],
                           openedURLs: chance() ? [text()] : [])
        }

        mutating func relayEvent() -> RelayEvent {
            [RelayEvent.connected(name: text()), .disconnected(name: text(), reason: maybeText()), .refused(reason: text()),
             .routed(messageID: uuid(), from: text(), to: [text()], unreachable: chance() ? [] : [text()], bytes: int())]
                .randomElement(using: &random)!
        }

        mutating func clientEvent() -> ClientEvent {
            [ClientEvent.stepStarted(index: int(), step: text(), location: text()),
             .stepFinished(index: int(), failure: maybeText(), milliseconds: [0, 1.5, -0.0, 1e300, .infinity].randomElement(using: &random)!),
             .scenarioFinished(outcome: text(), reason: maybeText()), .attached(participant: text())].randomElement(using: &random)!
        }

        mutating func extensionMessage() -> ExtensionMessage {
            ExtensionMessage(payload: payload(), senderParticipantIdentifier: uuid(), isPending: chance())
        }

        mutating func toExtension() -> HostToExtension {
            let launch = ExtensionLaunch(style: style(), conversation: ConversationContext(
                conversationID: text(), localParticipantIdentifier: uuid(), remoteParticipantIdentifiers: [uuid()],
                selectedMessage: chance() ? extensionMessage() : nil))
            return [HostToExtension.launch(launch), .transition(to: style()), .select(extensionMessage()), .receive(extensionMessage()),
                    .didStartSending(extensionMessage()), .didCancelSending(extensionMessage()),
                    .completion(callback: int(), error: chance() ? MessageError(domain: text(), code: 2, reason: text()) : nil),
                    .tap(text()), .type(text(), into: maybeText()), .gesture(.pick(text(), in: maybeText())), .resign,
                    .measure(ContentSize(width: 320, height: 0.5)), .render(path: text())].randomElement(using: &random)!
        }

        mutating func fromExtension() -> ExtensionToHost {
            let report = ExtensionReport(trace: [text(), text()], actions: chance() ? [] : [action(), action()], screen: screen(),
                                         failure: maybeText(), contentSize: chance() ? ContentSize(width: 1, height: 2) : nil,
                                         events: [.callback(text()), .log(LogEntry(subsystem: text(), category: text(), level: text(), message: text()))],
                                         screenUnchanged: chance())
            return chance() ? .report(report) : .update(report)
        }

        /// One event of each case, in order, then at random.
        mutating func event(case index: Int) -> PhoneEvent {
            switch index % 24 {
            case 0: .started(conversations: [text(), text()], apps: chance() ? [] : [text()])
            case 1: .commandStarted(request: int(), command: command())
            case 2: .commandFinished(request: int(), failure: maybeText())
            case 3: .switchedConversation(id: text())
            case 4: .extensionLaunched(launch: int(), bundleIdentifier: text(), displayName: text(), style: style())
            case 5: .callback(name: text())
            case 6: .logged(entry: LogEntry(subsystem: text(), category: text(), level: text(), message: text()))
            case 7: .extensionRequested(action: action())
            case 8: .styleChanged(style: style())
            case 9: .screenChanged(screen: screen())
            case 10: .extensionEnded(launch: int(), how: text(), expected: chance())
            case 11: .extensionUsage(launch: int(), usage: ProcessUsage(cpuMilliseconds: 1.5, peakKilobytes: int()))
            case 12: .extensionStopped(launch: int())
            case 13: .extensionContinued(launch: int())
            case 14: .output(line: text())
            case 15: .staged(conversation: text(), item: chance() ? item() : nil)
            case 16: .appended(conversation: text(), item: item())
            case 17: .replaced(conversation: text(), messageID: uuid(), item: item())
            case 18: .removed(conversation: text(), messageID: uuid())
            case 19: .sent(messageID: uuid(), recipients: [text(), text()])
            case 20: .delivered(messageID: uuid(), unreachable: chance() ? [] : [text()])
            case 21: .received(messageID: uuid(), from: text())
            case 22: .dropped(messageID: uuid(), reason: text())
            default: chance() ? .read(conversation: text(), messageIDs: [uuid(), uuid()]) : .kept(messageID: uuid())
            }
        }
    }

    /// The hand's bytes are `WireEncoder`'s, and the hand reads them back (it never falls back inside a
    /// frame: a mismatch anywhere throws).
    private func assertHandCodes<Value: WireHandCoded & Equatable>(_ value: Value, file: StaticString = #filePath, line: UInt = #line) throws {
        let codable = try WireEncoder().encode(value)
        XCTAssertEqual(value.wireBytes(), codable, "\(value)", file: file, line: line)
        var reader = WireHandReader(bytes: codable)
        XCTAssertEqual(try Value.readByHand(&reader), value, file: file, line: line)
        XCTAssertTrue(reader.isAtEnd, file: file, line: line)
        XCTAssertEqual(try Value.decodeWire(codable), value, file: file, line: line)
    }

    func testEveryCaseOfAPhonesEventsIsCodablesBytes() throws {
        var maker = Maker(random: Mixer(state: 1))
        for index in 0..<2_400 {
            let event = maker.event(case: index)
            try assertHandCodes(event)
            let stamped = Stamped(sequence: maker.int(), time: UInt64.random(in: 0...UInt64.max, using: &maker.random), event: event)
            try assertHandCodes(PhoneToRun.phoneEvents([stamped, stamped], idle: maker.chance()))
            try assertHandCodes(JournalEntry(index: maker.int(), source: maker.text(), sequence: maker.int(), time: stamped.time,
                                             event: .phone(event)))
        }
    }

    func testMessagesAndTheirPartsAreCodablesBytes() throws {
        var maker = Maker(random: Mixer(state: 2))
        for _ in 0..<500 {
            try assertHandCodes(maker.payload())
            try assertHandCodes(maker.item())
            try assertHandCodes(maker.command())
            try assertHandCodes(maker.action())
            try assertHandCodes(maker.layout())
        }
    }

    func testTheRelaysAndClientsEventsAndTheRunsCommandsAreCodablesBytes() throws {
        var maker = Maker(random: Mixer(state: 3))
        for _ in 0..<500 {
            let relay = maker.relayEvent(), client = maker.clientEvent()
            try assertHandCodes(relay)
            try assertHandCodes(client)
            try assertHandCodes(RelayToRun.relayEvents([Stamped(sequence: maker.int(), time: 7, event: relay)]))
            try assertHandCodes([RunToPhone.command(request: maker.int(), command: maker.command()), .shutdown, .locateHang]
                .randomElement(using: &maker.random)!)
            var entries: [JournalEntry] = []
            for event in [JournalEvent.relay(relay), .client(client), .run(.ready), .phone(maker.event(case: maker.int())),
                          .run(.dropped(messageID: maker.uuid(), from: "Kate", to: "John", reason: maker.text()))] {
                entries.append(JournalEntry(index: maker.int(), source: maker.text(), sequence: maker.int(), time: 5, event: event))
                try assertHandCodes(entries.last!)
            }
            try assertHandCodes([RunToClient.entries(entries), .performed(request: maker.int(), failure: maker.maybeText()),
                                 .quiet(journalIndex: maker.int()), .ended(reason: maker.text()),
                                 .welcome(RunInfo(name: maker.text(), scenarioFile: maker.maybeText(), app: "probe", cast: ["Kate", "John"],
                                                   conversations: [ConversationInfo(id: "chat", members: ["Kate", "John"])], seed: 7,
                                                   artifacts: maker.text(), startedAt: "now", command: ["imsim", "run"]))].randomElement(using: &maker.random)!)
            try assertHandCodes([ClientToRun.subscribe(from: maker.int()), .annotate(client), .endRun(reason: maker.text()),
                                 .perform(request: maker.int(), participant: maker.text(), command: maker.command()),
                                 .locateHang(participant: maker.text())].randomElement(using: &maker.random)!)
        }
    }

    func testAPhoneAndItsExtensionSpeakCodablesBytes() throws {
        var maker = Maker(random: Mixer(state: 4))
        for _ in 0..<1_000 {
            try assertHandCodes(maker.toExtension())
            let report = maker.fromExtension()
            // A report without its screen reads back with an empty one, as `Codable` reads it.
            let codable = try WireEncoder().encode(report)
            XCTAssertEqual(report.wireBytes(), codable)
            XCTAssertEqual(try ExtensionToHost.decodeWire(codable), try WireCodec.decode(ExtensionToHost.self, from: codable))
            var reader = WireHandReader(bytes: codable)
            XCTAssertEqual(try ExtensionToHost.readByHand(&reader), try WireCodec.decode(ExtensionToHost.self, from: codable))
            XCTAssertTrue(reader.isAtEnd)
        }
    }

    /// A stored property added to a hand-coded struct must be added to its hand code: this list fails first.
    func testTheHandCodeKnowsEveryStoredProperty() {
        var maker = Maker(random: Mixer(state: 5))
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        XCTAssertEqual(labels(maker.payload()), ["id", "conversationID", "senderName", "bundleIdentifier", "sessionID", "url",
                                                 "boxedLayout", "summaryText", "accessibilityLabel", "shouldExpire", "content", "mentions"])
        XCTAssertEqual(labels(maker.layout()), ["kind", "caption", "subcaption", "trailingCaption", "trailingSubcaption",
                                                "imageTitle", "imageSubtitle", "imagePath", "mediaFileURL", "alternate"])
        XCTAssertEqual(labels(maker.item()), ["kind", "message", "summary", "image", "live"])
        XCTAssertEqual(labels(DraftMessage(content: .interactive)), ["id", "sessionID", "url", "layout", "summaryText",
                                                                    "accessibilityLabel", "shouldExpire", "content"])
        XCTAssertEqual(labels(maker.extensionMessage()), ["payload", "senderParticipantIdentifier", "isPending"])
        XCTAssertEqual(labels(ExtensionReport(trace: [], actions: [], screen: ScreenSnapshot())),
                       ["trace", "actions", "screen", "failure", "contentSize", "events", "screenUnchanged"])
        XCTAssertEqual(labels(Stamped(sequence: 1, time: 2, event: PhoneEvent.kept(messageID: UUID()))), ["sequence", "time", "event"])
        XCTAssertEqual(labels(JournalEntry(index: 0, source: "", sequence: 0, time: 0, event: .run(.ready))),
                       ["index", "source", "sequence", "time", "event"])
    }

    /// Bytes the hand code does not read as its own still decode as `Codable` decodes them.
    func testOtherShapesOfTheSameValueReadAsCodableReadsThem() throws {
        let id = UUID()
        let received = WireValue.map([("received", .map([("from", .string("Kate")), ("messageID", .string(id.uuidString.lowercased()))]))])
        let unknownKey = WireValue.map([("received", .map([("messageID", .string(id.uuidString)), ("from", .string("Kate")),
                                                           ("later", .bool(true))]))])
        let nullOptional = WireValue.map([("commandFinished", .map([("request", .unsigned(4)), ("failure", .null)]))])
        let lowercaseUUID = WireValue.map([("kept", .map([("messageID", .string(id.uuidString.lowercased()))]))])
        let duplicateKey = WireValue.map([("callback", .map([("name", .string("first")), ("name", .string("second"))]))])
        // U+212A KELVIN SIGN is canonically equivalent to "K": `String`s compare equal, bytes do not.
        let kelvinKey = WireValue.map([("kept", .map([("messageID", .string(id.uuidString)), ("\u{212A}", .bool(true))]))])
        let doubleAsInteger = WireValue.map([("stepFinished", .map([("index", .unsigned(1)), ("milliseconds", .unsigned(3))]))])
        for (shape, expected) in [(received, PhoneEvent.received(messageID: id, from: "Kate")),
                                  (unknownKey, .received(messageID: id, from: "Kate")),
                                  (nullOptional, .commandFinished(request: 4, failure: nil)),
                                  (duplicateKey, .callback(name: "first")),
                                  (kelvinKey, .kept(messageID: id))] {
            var bytes: [UInt8] = []
            shape.write(into: &bytes)
            var reader = WireHandReader(bytes: bytes)
            XCTAssertThrowsError(try PhoneEvent.readByHand(&reader), "\(shape) is not the hand's shape")
            XCTAssertEqual(try PhoneEvent.decodeWire(bytes), expected)
            XCTAssertEqual(try WireCodec.decode(PhoneEvent.self, from: bytes), expected)
        }
        // Read by hand too: UUIDs parse in either case, as `UUID(uuidString:)` does.
        var lowercase: [UInt8] = []
        lowercaseUUID.write(into: &lowercase)
        var reader = WireHandReader(bytes: lowercase)
        XCTAssertEqual(try PhoneEvent.readByHand(&reader), .kept(messageID: id))
        XCTAssertEqual(try WireCodec.decode(PhoneEvent.self, from: lowercase), .kept(messageID: id))
        var bytes: [UInt8] = []
        doubleAsInteger.write(into: &bytes)
        XCTAssertEqual(try ClientEvent.decodeWire(bytes), .stepFinished(index: 1, failure: nil, milliseconds: 3))
    }

    /// One event in another shape amid a report: the whole report is read as `Codable` reads it.
    func testAReportWithOneEventOfAnotherShapeReadsWhole() throws {
        let id = UUID()
        let first = Stamped(sequence: 1, time: 2, event: PhoneEvent.callback(name: "viewDidLoad"))
        let last = Stamped(sequence: 3, time: 4, event: PhoneEvent.kept(messageID: id))
        func stamped(_ value: Stamped<PhoneEvent>) throws -> WireValue { try WireValue(bytes: WireEncoder().encode(value)) }
        let middle = WireValue.map([("sequence", .unsigned(2)), ("time", .unsigned(3)),
                                    ("event", .map([("received", .map([("from", .string("John")), ("messageID", .string(id.uuidString))]))]))])
        var bytes: [UInt8] = []
        WireValue.map([("phoneEvents", .map([("_0", .list([try stamped(first), middle, try stamped(last)])), ("idle", .bool(false))]))])
            .write(into: &bytes)
        let expected = PhoneToRun.phoneEvents([first, Stamped(sequence: 2, time: 3, event: .received(messageID: id, from: "John")), last], idle: false)
        XCTAssertEqual(try PhoneToRun.decode(frame: bytes), expected)
        var reader = WireHandReader(bytes: bytes)
        XCTAssertThrowsError(try PhoneToRun.readByHand(&reader))
    }

    /// A frame that is not a phone's report is refused with `Codable`'s words, whatever the hand read.
    func testABrokenReportIsRefusedAsCodableRefusesIt() throws {
        let good = PhoneToRun.phoneEvents([Stamped(sequence: 1, time: 2, event: .callback(name: "viewDidLoad"))], idle: true).wireBytes()
        var wrongKind: [UInt8] = []
        WireValue.map([("phoneEvents", .map([("_0", .list([.map([("sequence", .string("one")), ("time", .unsigned(2)),
                                                                             ("event", .map([("callback", .map([("name", .string("x"))]))]))])])),
                                                            ("idle", .bool(true))]))]).write(into: &wrongKind)
        var unknownCase: [UInt8] = [], outOfRange: [UInt8] = []
        WireValue.map([("phoneEvents", .map([("_0", .list([.map([("sequence", .unsigned(1)), ("time", .unsigned(2)),
                                                                 ("event", .map([("teleported", .map([]))]))])])),
                                            ("idle", .bool(true))]))]).write(into: &unknownCase)
        WireValue.map([("phoneEvents", .map([("_0", .list([.map([("sequence", .unsigned(UInt64.max)), ("time", .unsigned(2)),
                                                                 ("event", .map([("kept", .map([("messageID", .string(UUID().uuidString))]))]))])])),
                                            ("idle", .bool(true))]))]).write(into: &outOfRange)
        for bytes in [Array(good.dropLast()), good + [0], wrongKind, unknownCase, outOfRange, [WireTag.map.rawValue, 1]] {
            let codable: FrameError
            do {
                _ = try WireCodec.decode(PhoneToRun.self, from: bytes)
                return XCTFail("Codable read \(bytes)")
            } catch { codable = error }
            XCTAssertThrowsError(try PhoneToRun.decode(frame: bytes)) { XCTAssertEqual("\($0)", "\(codable)") }
        }
    }
}
