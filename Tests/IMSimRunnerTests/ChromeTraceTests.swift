import Foundation
import IMSimCore
import IMSimArtifacts
import IMSimModel
import XCTest

/// `trace.json` follows the Chrome trace event format: every event has its fields, slices begin and
/// end in pairs on each track, and every message's flow starts at its sender and finishes once at
/// each recipient.
final class ChromeTraceTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mussels-party.jsonl").path

    func testTheMusselsPartysTraceIsWellFormed() throws {
        let trace = try JournalReading(journalAt: fixture).trace
        let data = try trace.json()
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try XCTUnwrap(parsed["traceEvents"] as? [[String: Any]])
        XCTAssertEqual(events.count, trace.events.count, "the file holds every event")
        for event in trace.events {
            XCTAssertTrue(["B", "E", "X", "i", "s", "f", "M"].contains(event.ph), "\(event)")
            XCTAssertFalse(event.name.isEmpty)
            XCTAssertGreaterThan(event.pid, 0)
            XCTAssertGreaterThanOrEqual(event.ts, 0)
            if event.ph == "X" { XCTAssertNotNil(event.dur, "\(event)") }
            if event.ph == "s" || event.ph == "f" { XCTAssertNotNil(event.id) }
        }
        var stacks: [String: [String]] = [:]
        for event in trace.events where event.ph == "B" || event.ph == "E" {
            let track = "\(event.pid).\(event.tid)"
            if event.ph == "B" {
                stacks[track, default: []].append(event.name)
            } else {
                XCTAssertEqual(stacks[track]?.popLast(), event.name, "an end matches the slice begun last on its track")
            }
        }
        XCTAssertTrue(stacks.values.allSatisfy(\.isEmpty), "every slice ends")
        let starts = Dictionary(grouping: trace.events.filter { $0.ph == "s" }, by: { $0.id! })
        let finishes = Dictionary(grouping: trace.events.filter { $0.ph == "f" }, by: { $0.id! })
        XCTAssertFalse(starts.isEmpty)
        XCTAssertEqual(Set(starts.keys), Set(finishes.keys), "every flow finishes")
        for (id, start) in starts {
            XCTAssertEqual(start.count, 1)
            XCTAssertEqual(finishes[id]?.count, 1)
            XCTAssertLessThanOrEqual(start[0].ts, finishes[id]![0].ts)
            XCTAssertEqual(finishes[id]![0].bp, "e")
        }
    }

    func testStepsAreSlicesOfThePlayerAndAMessageFlowsFromKateToJohn() throws {
        let trace = try JournalReading(journalAt: fixture).trace
        let names = Dictionary(uniqueKeysWithValues: trace.events.filter { $0.name == "process_name" }
            .map { ($0.args?["name"] ?? "", $0.pid) })
        let player = try XCTUnwrap(names["player (scenario steps)"])
        let kate = try XCTUnwrap(names["Kate's phone"]), john = try XCTUnwrap(names["John's phone"])
        let lines = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(trace.events.filter { $0.pid == player && $0.ph == "B" }.count,
                       lines.filter { $0.contains("\"stepStarted\"") }.count, "one slice a step")
        let flow = try XCTUnwrap(trace.events.first { $0.ph == "s" && $0.pid == kate })
        XCTAssertTrue(flow.id?.hasSuffix(" John") ?? false)
        XCTAssertEqual(trace.events.first { $0.ph == "f" && $0.id == flow.id }?.pid, john)
        XCTAssertTrue(trace.events.contains { $0.pid == kate && $0.tid > 0 && $0.name == "willBecomeActive" },
                      "callbacks on the extension launch's thread")
    }

    func testAMessageNeverReceivedStillEndsItsFlow() {
        var trace = ChromeTrace()
        let id = UUID()
        trace.add(JournalEntry(index: 0, source: "run", sequence: 1, time: 1_000, event: .run(.ready)))
        trace.add(JournalEntry(index: 1, source: "Kate", sequence: 1, time: 2_000,
                               event: .phone(.sent(messageID: id, recipients: ["John"]))))
        trace.add(JournalEntry(index: 2, source: "Kate", sequence: 2, time: 3_000,
                               event: .phone(.commandStarted(request: 1, command: .pressSend))))
        trace.finish()
        XCTAssertEqual(trace.events.filter { $0.ph == "f" }.map(\.id), ["\(id.uuidString) John"])
        XCTAssertEqual(trace.events.last { $0.ph == "E" }?.args?["unfinished"], "the run ended first")
        XCTAssertEqual(trace.events.first { $0.ph == "s" }?.ts, 1, "microseconds from the first entry")
    }
}
