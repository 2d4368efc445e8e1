import Foundation
import IMSimCore
import XCTest

/// The binary wire format: what encodes comes back equal, and bytes that are not a value are refused
/// with where and why, never with a crash, a hang or an allocation larger than the input.
final class WireCodingTests: XCTestCase {
    /// The tag of a list (docs/PROTOCOL.md).
    private let listTag: UInt8 = 7

    private struct Numbers: Codable, Equatable {
        var int: Int, int8: Int8, int64: Int64, uint64: UInt64, uint8: UInt8, double: Double, float: Float
        var optional: String?
        var flags: [Bool]
        var nested: [String: [Int]]
    }

    private func roundTrip<Value: Codable & Equatable>(_ value: Value, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try WireDecoder().decode(Value.self, from: WireEncoder().encode(value)), value, file: file, line: line)
    }

    func testChannelMessagesAndJournalEntriesRoundTrip() throws {
        try roundTrip(RunToPhone.command(request: 3, command: .type("Andalouse sauce 🍟", into: nil)))
        try roundTrip(Hello(role: .phone, name: "Zoë"))
        try roundTrip(JournalEntry(index: 2, source: "player", sequence: 1, time: UInt64.max,
                                   event: .client(.stepFinished(index: 0, failure: nil, milliseconds: -1.5))))
        try roundTrip(JournalEntry(index: 1, source: "relay", sequence: 1, time: 43,
                                   event: .relay(.routed(messageID: UUID(), from: "Kate", to: ["John"], unreachable: [], bytes: 10))))
        try roundTrip(PhoneToRun.phoneEvents([Stamped(sequence: 1, time: 5, event: .callback(name: "willBecomeActive"))], idle: true))
    }

    func testIntegersAtTheirLimitsAndAbsentOptionals() throws {
        try roundTrip(Numbers(int: Int.min, int8: Int8.min, int64: Int64.max, uint64: UInt64.max, uint8: 255, double: -0.0,
                              float: 1.5, optional: nil, flags: [true, false], nested: ["a": [], "": [-1, 0, 1]]))
        try roundTrip(Numbers(int: -1, int8: 127, int64: Int64.min, uint64: 0, uint8: 0, double: .infinity,
                              float: -3, optional: "", flags: [], nested: [:]))
    }

    func testAnIntegerOutOfItsTypesRangeIsRefused() throws {
        let bytes = try WireEncoder().encode(["int8": 300])
        XCTAssertThrowsError(try WireDecoder().decode([String: Int8].self, from: bytes)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "an integer out of range for Int8")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["int8"])
        }
        XCTAssertThrowsError(try WireDecoder().decode(UInt.self, from: WireEncoder().encode(-1)))
    }

    func testAMissingKeyAndAWrongKindNameWhere() throws {
        var bytes: [UInt8] = []
        WireValue.map([("command", .string("three"))]).write(into: &bytes)
        XCTAssertThrowsError(try WireCodec.decode(RunToPhone.self, from: bytes)) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a RunToPhone: expected a map, found a string at 'command'")
        }
    }

    func testEntriesSplicedFromEncodedBytesEqualEncodingThem() throws {
        let entries = (0..<3).map { JournalEntry(index: $0, source: "Kate", sequence: $0 + 1, time: 9, event: .phone(.output(line: "line \($0)"))) }
        XCTAssertEqual(RunToClient.entriesPayload(encoded: entries.map { WireCodec.encode($0) }), WireCodec.encode(RunToClient.entries(entries)))
        XCTAssertEqual(try WireCodec.decode(RunToClient.self, from: RunToClient.entriesPayload(encoded: [])), .entries([]))
    }

    func testBytesThatAreNotAValueAreRefusedWithWhereAndWhy() {
        let cases: [(bytes: [UInt8], error: String)] = [
            ([], "byte 0: the value ends early"),
            ([42], "byte 0: unknown tag 42"),
            ([0, 0], "byte 1: 1 bytes after the value"),
            ([3, 0x80], "byte 2: the value ends early"),
            ([3] + [UInt8](repeating: 0xFF, count: 10) + [1], "byte 11: an integer over 64 bits"),
            ([5, 1, 2, 3], "byte 1: a double needs 8 bytes"),
            ([6, 2, 0xC3, 0x28], "byte 2: text that is not UTF-8"),
            ([7, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0], "byte 6: a count of 4294967295 with 1 bytes left"),
            ([8, 1, 1, 0x61], "byte 4: the value ends early"),
        ]
        for (bytes, expected) in cases {
            XCTAssertThrowsError(try WireValue(bytes: bytes), "\(bytes)") { error in
                XCTAssertEqual("\(error)", expected, "\(bytes)")
            }
        }
    }

    func testNestingDeeperThanTheLimitIsRefusedWithoutExhaustingTheStack() {
        // A list in a list ... 100,000 deep: one byte of count after each tag.
        let bomb = [UInt8]((0..<100_000).flatMap { _ in [listTag, 1] }) + [0]
        XCTAssertThrowsError(try WireValue(bytes: bomb)) { error in
            XCTAssertEqual("\(error)", "byte \(2 * WireValue.maximumDepth): nested deeper than \(WireValue.maximumDepth)")
        }
        let allowed = [UInt8]((0..<(WireValue.maximumDepth - 1)).flatMap { _ in [listTag, 1] }) + [0]
        XCTAssertNoThrow(try WireValue(bytes: allowed))
    }
}

extension WireCodingTests {
    /// The fuzzer's seeds (Tests/FuzzInputs/channel) are real messages, so it starts from valid input.
    func testTheChannelFuzzSeedsAreMessages() throws {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../FuzzInputs/channel")
        func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: seeds.appendingPathComponent(name))) }
        XCTAssertEqual(try WireCodec.decode(Hello.self, from: bytes("hello")), Hello(role: .phone, name: "Kate"))
        XCTAssertEqual(try WireCodec.decode(RunToPhone.self, from: bytes("command-tap")), .command(request: 3, command: .tap("New party")))
        XCTAssertEqual(try WireCodec.decode(RunToPhone.self, from: bytes("shutdown")), .shutdown)
    }
}

extension WireCodingTests {
    private var entriesForJSON: [JournalEntry] {
        [
            JournalEntry(index: 0, source: "Kate", sequence: 1, time: 42, event: .phone(.output(line: "a \"quote\", a \\, a /, a\ttab\u{1}, Zoë 🍟"))),
            JournalEntry(index: 1, source: "relay", sequence: 1, time: 43,
                         event: .relay(.routed(messageID: UUID(), from: "Kate", to: ["John", "Zoë"], unreachable: [], bytes: 10))),
            JournalEntry(index: 2, source: "player", sequence: 1, time: 44, event: .client(.stepFinished(index: 0, failure: nil, milliseconds: 3))),
        ]
    }

    func testAJournalLineIsWhatJSONEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let doubles: [Double] = [3, 1.5, 0.1, -0.0, 0, 1e300, 1e-7, 1e15, 1e16, 1.2345678901234568e20, 5e-324,
                                 .greatestFiniteMagnitude, 25_000_000_000, 1.25e-7]
        let timed = doubles.enumerated().map { index, value in
            JournalEntry(index: 3 + index, source: "player", sequence: 2 + index, time: 45,
                         event: .client(.stepFinished(index: index, failure: nil, milliseconds: value)))
        }
        for entry in entriesForJSON + timed {
            XCTAssertEqual(String(decoding: entry.encoded().jsonLine, as: UTF8.self),
                           String(decoding: try encoder.encode(entry), as: UTF8.self) + "\n")
        }
    }

    func testAJournalLineDecodesToItsEntryAndItsWireFormToo() throws {
        let entries = entriesForJSON + [JournalEntry(index: 3, source: "player", sequence: 2, time: 45,
                                                     event: .client(.stepFinished(index: 1, failure: "no", milliseconds: 1.25e-7)))]
        for entry in entries {
            let (wire, jsonLine) = entry.encoded()
            XCTAssertEqual(try JSONDecoder().decode(JournalEntry.self, from: Data(jsonLine)), entry)
            XCTAssertEqual(try WireCodec.decode(JournalEntry.self, from: wire), entry)
            XCTAssertEqual(jsonLine.filter { $0 == UInt8(ascii: "\n") }.count, 1, "one line per entry")
        }
    }
}

extension WireCodingTests {
    /// MessageContent decodes by hand (no `allKeys`): every case comes back from its synthesized
    /// encoding, in both forms, and a value naming two cases or none is refused.
    func testMessageContentDecodesWhatItsSynthesizedEncodingWrites() throws {
        let contents: [MessageContent] = [.interactive, .text("Hi 🍟"), .sticker(path: "/a/s.png", description: "fries"),
                                          .attachment(path: "/a/menu.pdf", filename: "menu.pdf")]
        for content in contents {
            try roundTrip(content)
            XCTAssertEqual(try JSONDecoder().decode(MessageContent.self, from: JSONEncoder().encode(content)), content)
        }
        XCTAssertThrowsError(try JSONDecoder().decode(MessageContent.self, from: Data(#"{"text":{"_0":"a"},"interactive":{}}"#.utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(MessageContent.self, from: Data(#"{"video":{}}"#.utf8)))
        XCTAssertThrowsError(try JSONDecoder().decode(MessageContent.self, from: Data(#"{"text":{}}"#.utf8)))
    }
}

extension WireCodingTests {
    /// UUIDs are written and read by the coders themselves, as `uuidString` spells them.
    func testUUIDsAreTheirUUIDStrings() throws {
        for _ in 0..<100 {
            let uuid = UUID()
            XCTAssertEqual(try WireValue(bytes: WireEncoder().encode(uuid)), .string(uuid.uuidString))
            XCTAssertEqual(try WireDecoder().decode(UUID.self, from: WireEncoder().encode(uuid)), uuid)
            XCTAssertEqual(try WireDecoder().decode(UUID.self, from: WireEncoder().encode(uuid.uuidString.lowercased())), uuid)
        }
        for text in ["", "not a uuid", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF",
                     "E621E1F8+C36C-495A-93FC-0C247A3E6E5F", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F"] {
            XCTAssertThrowsError(try WireDecoder().decode(UUID.self, from: WireEncoder().encode(text)), text) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.debugDescription, "not a UUID")
            }
        }
    }

    /// A participant directory of the largest cast: every name back with its identifier.
    func testALargeDictionaryDecodesWhole() throws {
        let directory = Dictionary(uniqueKeysWithValues: (0..<RunLimits.maximumCastSize).map { ("P\($0)", UUID()) })
        XCTAssertEqual(try WireDecoder().decode([String: UUID].self, from: WireEncoder().encode(directory)), directory)
    }
}

extension WireCodingTests {
    /// Lists of strings are written and read without a container per item; inside an event they come
    /// back whole, and a bad item is named by its path.
    func testMemberListsInsideAnEvent() throws {
        let members = (0..<50).map { "P\($0)" }
        try roundTrip(PhoneEvent.sent(messageID: UUID(), recipients: members))
        var bytes: [UInt8] = []
        WireValue.map([("started", .map([("conversations", .list([])), ("apps", .list([.unsigned(1)]))]))]).write(into: &bytes)
        XCTAssertThrowsError(try WireCodec.decode(PhoneEvent.self, from: bytes)) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a PhoneEvent: expected a string, found an integer at 'started.apps.0'")
        }
        bytes = []
        WireValue.map([("sent", .map([("messageID", .string("nope")), ("recipients", .list([]))]))]).write(into: &bytes)
        XCTAssertThrowsError(try WireCodec.decode(PhoneEvent.self, from: bytes)) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a PhoneEvent: not a UUID at 'sent.messageID'")
        }
    }
}
