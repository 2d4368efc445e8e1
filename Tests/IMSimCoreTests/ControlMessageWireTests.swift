import Foundation
import IMSimCore
import XCTest

/// The messages of a run's control socket, one type for each direction and role, keep the bytes the
/// protocol has always had (docs/PROTOCOL.md): each encodes as it did when one enum each way served
/// phones, the relay and clients (the expected bytes were taken from those enums), and the run reads
/// a frame as its sender's role allows, so that a phone cannot send what only a client may.
final class ControlMessageWireTests: XCTestCase {
    static let info = RunInfo(name: "wire", scenarioFile: "s.yaml", app: "probe", cast: ["Kate"],
                              conversations: [ConversationInfo(id: "chat", members: ["Kate"])],
                              seed: 1, artifacts: "/tmp/a", startedAt: "now", command: ["imsim"])
    static let entry = JournalEntry(index: 0, source: "Kate", sequence: 1, time: 9, event: .phone(.callback(name: "viewDidLoad")))

    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    func testEveryMessageKeepsItsBytes() {
        let samples: [(String, [UInt8], String)] = [
            ("phoneEvents", PhoneToRun.phoneEvents([Stamped(sequence: 1, time: 2, event: .callback(name: "viewDidLoad"))], idle: true).encodedFrame(),
             "08010b70686f6e654576656e74730802025f30070108030873657175656e636503010474696d650302056576656e7408010863616c6c6261636b0801046e616d65060b766965774469644c6f61640469646c6502"),
            ("relayEvents", RelayToRun.relayEvents([Stamped(sequence: 1, time: 2, event: .connected(name: "Kate"))]).encodedFrame(),
             "08010b72656c61794576656e74730801025f30070108030873657175656e636503010474696d650302056576656e74080109636f6e6e65637465640801046e616d6506044b617465"),
            ("subscribe", ClientToRun.subscribe(from: 3).encodedFrame(),
             "08010973756273637269626508010466726f6d0303"),
            ("perform", ClientToRun.perform(request: 4, participant: "Kate", command: .tap("Send")).encodedFrame(),
             "080107706572666f726d0803077265717565737403040b7061727469636970616e7406044b61746507636f6d6d616e640801037461700801025f30060453656e64"),
            ("annotate", ClientToRun.annotate(.attached(participant: "Kate")).encodedFrame(),
             "080108616e6e6f746174650801025f30080108617474616368656408010b7061727469636970616e7406044b617465"),
            ("endRun", ClientToRun.endRun(reason: "done").encodedFrame(),
             "080106656e6452756e080106726561736f6e0604646f6e65"),
            ("locateHangOf", ClientToRun.locateHang(participant: "John").encodedFrame(),
             "08010a6c6f6361746548616e6708010b7061727469636970616e7406044a6f686e"),
            ("command", RunToPhone.command(request: 5, command: .pressSend).encodedFrame(),
             "080107636f6d6d616e6408020772657175657374030507636f6d6d616e64080109707265737353656e640800"),
            ("shutdown", RunToPhone.shutdown.encodedFrame(),
             "08010873687574646f776e0800"),
            ("relayShutdown", RunToRelay.shutdown.encodedFrame(),
             "08010873687574646f776e0800"),
            ("locateHang", RunToPhone.locateHang.encodedFrame(),
             "08010a6c6f6361746548616e670800"),
            ("welcome", RunToClient.welcome(Self.info).encodedFrame(),
             "08010777656c636f6d650801025f30080a0e6a6f75726e616c56657273696f6e0302046e616d650604776972650c7363656e6172696f46696c650606732e79616d6c03617070060570726f62650463617374070106044b6174650d636f6e766572736174696f6e7307010802026964060463686174076d656d62657273070106044b617465047365656403010961727469666163747306062f746d702f610973746172746564417406036e6f7707636f6d6d616e6407010605696d73696d"),
            ("entries", RunToClient.entries([Self.entry]).encodedFrame(),
             "080107656e74726965730801025f300701080505696e646578030006736f7572636506044b6174650873657175656e636503010474696d650309056576656e7408010570686f6e6508010863616c6c6261636b0801046e616d65060b766965774469644c6f6164"),
            ("entriesPayload", RunToClient.entriesPayload(encoded: [WireCodec.encode(Self.entry)]),
             "080107656e74726965730801025f300701080505696e646578030006736f7572636506044b6174650873657175656e636503010474696d650309056576656e7408010570686f6e6508010863616c6c6261636b0801046e616d65060b766965774469644c6f6164"),
            ("performed", RunToClient.performed(request: 6, failure: "no").encodedFrame(),
             "080109706572666f726d6564080207726571756573740306076661696c75726506026e6f"),
            ("quiet", RunToClient.quiet(journalIndex: 7).encodedFrame(),
             "080105717569657408010c6a6f75726e616c496e6465780307"),
            ("ended", RunToClient.ended(reason: "over").encodedFrame(),
             "080105656e646564080106726561736f6e06046f766572"),
        ]
        for (name, bytes, expected) in samples { XCTAssertEqual(hex(bytes), expected, name) }
    }

    func testTheRunReadsEachRolesOwnMessagesOnly() throws {
        let subscribe = ClientToRun.subscribe(from: 0).encodedFrame()
        XCTAssertEqual(try ToRun.decode(frame: subscribe, from: .console), .client(.subscribe(from: 0)))
        XCTAssertThrowsError(try ToRun.decode(frame: subscribe, from: .phone)) { error in
            XCTAssertEqual("\(error)", "unexpected frame: not a message a phone may send the run (a console's)")
        }
        let events = PhoneToRun.phoneEvents([], idle: true).encodedFrame()
        XCTAssertEqual(try ToRun.decode(frame: events, from: .phone), .phone(.phoneEvents([], idle: true)))
        XCTAssertThrowsError(try ToRun.decode(frame: events, from: .relay))
        XCTAssertThrowsError(try ToRun.decode(frame: events, from: .console))
        XCTAssertThrowsError(try ToRun.decode(frame: events, from: .extension))
        // A frame that is no one's message is as malformed as it is.
        XCTAssertThrowsError(try ToRun.decode(frame: [0xFF], from: .phone)) { error in
            XCTAssertTrue("\(error)".hasPrefix("malformed frame"), "\(error)")
        }
    }
}
