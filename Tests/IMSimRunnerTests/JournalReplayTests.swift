import Foundation
import IMSimCore
import IMSimArtifacts
import IMSimModel
import XCTest

/// `imsim show`: a finished run read back from its journal alone.
final class JournalReplayTests: XCTestCase {
    let members = ["Kate", "John"]

    func info(version: Int = RunInfo.journalVersion) -> RunInfo {
        var info = RunInfo(name: "party", scenarioFile: "party.yaml", app: "probe", cast: members,
                           conversations: [ConversationInfo(id: "chat", members: members)], seed: 3,
                           artifacts: "/tmp/party", startedAt: "2026-11-23T21:00:00Z", command: ["imsim", "run"])
        info.journalVersion = version
        return info
    }

    func write(_ events: [(String, JournalEvent)]) throws -> String {
        let path = NSTemporaryDirectory() + "imsim-replay-\(getpid())-\(UUID().uuidString).jsonl"
        let lines = try events.enumerated().map { index, event in
            String(decoding: try JSONEncoder().encode(JournalEntry(index: index, source: event.0, sequence: index + 1,
                                                                     time: UInt64(index), event: event.1)), as: UTF8.self)
        }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testAPhoneIsRebuiltWithTheRunsMembersAndItsOwnIdentifiers() throws {
        let bubble = TranscriptItem(kind: .bubble, message: MessagePayload(conversationID: "chat", senderName: "Kate", bundleIdentifier: "probe",
                                                            sessionID: nil, url: nil, layout: LayoutPayload(caption: "Hi")))
        let path = try write([("run", .run(.started(info: info()))),
                              ("John", .phone(.started(conversations: ["chat"], apps: []))),
                              ("John", .phone(.appended(conversation: "chat", item: bubble)))])
        let replay = try JournalReplay(journalAt: path)
        let john = try XCTUnwrap(replay.phones["John"])
        XCTAssertEqual(john.conversation.members, members)
        XCTAssertEqual(john.conversation.transcript, [bubble])
        XCTAssertEqual(john.identifiers.identifier(of: "Kate"), ParticipantIdentifiers.identifier(seed: 3, phone: "John", participant: "Kate"))
        XCTAssertEqual(replay.unreadableCount, 0)
    }

    func testAJournalOfAnotherVersionIsRefusedByName() throws {
        let path = try write([("run", .run(.started(info: info(version: 1))))])
        XCTAssertThrowsError(try JournalReplay(journalAt: path)) { error in
            XCTAssertEqual((error as? JournalReplay.VersionMismatch)?.found, 1)
            XCTAssertEqual(error.localizedDescription,
                           "it is a version 1 journal; this imsim reads version \(RunInfo.journalVersion) (docs/JOURNAL.md)")
        }
    }
}
