import Foundation
import IMSimCore
import XCTest

/// The journal's lines: one JSON object per entry, its event under one key naming who reported it.
final class JournalEntryTests: XCTestCase {
    func testAnEntryRoundTripsThroughItsJSONLine() throws {
        let entries = [
            JournalEntry(index: 0, source: "Kate", sequence: 1, time: 42, event: .phone(.callback(name: "willBecomeActive"))),
            JournalEntry(index: 1, source: "relay", sequence: 1, time: 43,
                         event: .relay(.routed(messageID: UUID(), from: "Kate", to: ["John"], unreachable: [], bytes: 10))),
            JournalEntry(index: 2, source: "player", sequence: 1, time: 44,
                         event: .client(.stepFinished(index: 0, failure: nil, milliseconds: 1.5))),
        ]
        for entry in entries {
            let line = try JSONEncoder().encode(entry)
            XCTAssertFalse(line.contains(UInt8(ascii: "\n")), "one line per entry")
            XCTAssertEqual(try JSONDecoder().decode(JournalEntry.self, from: line), entry)
        }
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(entries[0])) as? [String: Any]
        let event = object?["event"] as? [String: Any]
        XCTAssertEqual(event.map { Array($0.keys) }, ["phone"])
    }

    func testAnEventUnderTwoKindsIsRejected() {
        let line = #"{"index":0,"source":"Kate","sequence":1,"time":1,"event":{"phone":{"output":{"line":"a"}},"relay":{}}}"#
        XCTAssertThrowsError(try JSONDecoder().decode(JournalEntry.self, from: Data(line.utf8)))
    }
}
