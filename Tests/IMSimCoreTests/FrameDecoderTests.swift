import IMSimCore
import XCTest

final class FrameDecoderTests: XCTestCase {
    func testWholeFrame() throws {
        var decoder = FrameDecoder()
        decoder.append(FrameEncoder.frame(Array("hello".utf8)))
        XCTAssertEqual(try decoder.nextFrame(), Array("hello".utf8))
        XCTAssertNil(try decoder.nextFrame())
        XCTAssertEqual(decoder.bufferedByteCount, 0)
    }

    func testFrameSplitAcrossEveryByte() throws {
        var decoder = FrameDecoder()
        let bytes = FrameEncoder.frame(Array("split me".utf8))
        var frames: [[UInt8]] = []
        for byte in bytes {
            decoder.append([byte])
            if let frame = try decoder.nextFrame() { frames.append(frame) }
        }
        XCTAssertEqual(frames, [Array("split me".utf8)])
    }

    func testMergedFramesAndAPartialTail() throws {
        var decoder = FrameDecoder()
        let third = FrameEncoder.frame(Array("third".utf8))
        decoder.append(FrameEncoder.frame([1]) + FrameEncoder.frame([]) + third.prefix(6))
        XCTAssertEqual(try decoder.nextFrame(), [1])
        XCTAssertEqual(try decoder.nextFrame(), [])
        XCTAssertNil(try decoder.nextFrame())
        decoder.append(third.dropFirst(6))
        XCTAssertEqual(try decoder.nextFrame(), Array("third".utf8))
    }

    func testOversizedFrameIsRejectedFromItsHeader() {
        var decoder = FrameDecoder(maximumPayloadSize: 16)
        decoder.append([0, 0, 0, 17])
        XCTAssertThrowsError(try decoder.nextFrame()) { error in
            XCTAssertEqual(error as? FrameError, .oversized(length: 17, maximum: 16))
            XCTAssertEqual("\(error)", "oversized frame: 17 bytes announced, at most 16 accepted")
        }
    }

    func testFrameAtTheLimitIsAccepted() throws {
        var decoder = FrameDecoder(maximumPayloadSize: 16)
        decoder.append(FrameEncoder.frame([UInt8](repeating: 7, count: 16)))
        XCTAssertEqual(try decoder.nextFrame()?.count, 16)
    }

    func testMalformedPayloadNamesTheType() {
        var bytes: [UInt8] = []
        WireValue.map([("protocolVersion", .unsigned(1)), ("role", .string("phone"))]).write(into: &bytes)
        XCTAssertThrowsError(try WireCodec.decode(Hello.self, from: bytes)) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a Hello: missing key 'name'")
        }
    }

    func testHelloWithAnotherVersionIsRefused() {
        XCTAssertThrowsError(try Hello(role: .phone, name: "Kate", protocolVersion: 99).validate())
        XCTAssertNoThrow(try Hello(role: .phone, name: "Kate").validate())
    }

    func testChannelMessagesRoundTrip() throws {
        let message = RunToPhone.command(request: 3, command: .type("Andalouse sauce", into: nil))
        XCTAssertEqual(try WireCodec.decode(RunToPhone.self, from: WireCodec.encode(message)), message)
    }

    func testVerbTextQuotesWhatNeedsIt() {
        XCTAssertEqual(Command.tap("New party").verbText, "tap \"New party\"")
        XCTAssertEqual(Command.tap("Add").verbText, "tap Add")
        XCTAssertEqual(Command.tapBubble(.last).verbText, "tap-bubble last")
        XCTAssertEqual(Command.pressSend.verbText, "send")
    }
}

final class RelayEnvelopeTests: XCTestCase {
    func testEnvelopesRoundTrip() throws {
        let id = UUID()
        let outgoing: [PhoneToRelay] = [
            .send(messageID: id, recipients: ["John", "Zoë"], body: Array("{\"x\":1}".utf8)),
            .send(messageID: id, recipients: [], body: []),
            .ping(to: "John", sequence: 0xDEAD_BEEF),
            .pong(to: "Kate", sequence: 0),
        ]
        for message in outgoing {
            XCTAssertEqual(try PhoneToRelay.decode(frame: message.encodedFrame()), message)
        }
        let incoming: [RelayToPhone] = [
            .incoming(messageID: id, sender: "Kate", body: [0, 1, 2]),
            .accepted(messageID: id, unreachable: ["Alice"]),
            .ping(from: "Kate", sequence: 1),
            .pong(from: "John", sequence: 2),
        ]
        for message in incoming {
            XCTAssertEqual(try RelayToPhone.decode(frame: message.encodedFrame()), message)
        }
    }

    func testShortOrPaddedEnvelopesAreMalformed() {
        let ping = PhoneToRelay.ping(to: "John", sequence: 1).encodedFrame()
        XCTAssertThrowsError(try PhoneToRelay.decode(frame: Array(ping.dropLast()))) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a PhoneToRelay: 9 bytes end before field at 6")
        }
        XCTAssertThrowsError(try PhoneToRelay.decode(frame: ping + [0])) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a PhoneToRelay: 1 bytes after the last field")
        }
        XCTAssertThrowsError(try PhoneToRelay.decode(frame: [9])) { error in
            XCTAssertEqual("\(error)", "malformed frame: not a PhoneToRelay: unknown kind 9")
        }
        XCTAssertThrowsError(try RelayToPhone.decode(frame: []))
    }
}
