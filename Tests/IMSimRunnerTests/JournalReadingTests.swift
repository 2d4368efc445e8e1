import Foundation
import IMSimCore
@testable import IMSimArtifacts
@testable import IMSimRunner
import XCTest

/// The embedded run reads its journal as it writes it; what it gets is what reading the file gives.
final class JournalReadingTests: XCTestCase {
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/mussels-party.jsonl").path

    func testEntriesTakenAsWrittenReadAsTheFileDoes() throws {
        let fromFile = try JournalReading(journalAt: fixture)
        var asWritten = JournalReading()
        let decoder = JSONDecoder()
        let lines = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n")
        for line in lines { asWritten.take(try decoder.decode(JournalEntry.self, from: Data(line.utf8))) }
        asWritten.finish()

        XCTAssertGreaterThan(lines.count, 100)
        XCTAssertEqual(asWritten.replay.text, fromFile.replay.text)
        XCTAssertEqual(try asWritten.trace.json(), try fromFile.trace.json())
        XCTAssertEqual(asWritten.timeline.steps.count, fromFile.timeline.steps.count)
        XCTAssertEqual(asWritten.timeline.end, fromFile.timeline.end)
    }

    /// A long run's trace is written as its journal is read, never held whole: the file is the one the
    /// trace in memory makes, however the events fall into batches.
    func testATraceWrittenAsTheJournalIsReadIsTheOneMadeInMemory() throws {
        let folder = NSTemporaryDirectory() + "imsim-trace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inMemory = try JournalReading(journalAt: fixture).trace.json()

        let streamed = try JournalReading(journalAt: fixture, trace: .file(folder + "/trace.json"))
        XCTAssertNil(streamed.traceFile?.failure)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/trace.json")), inMemory)

        var asWritten = JournalReading(trace: .file(folder + "/as-written.json"))
        let decoder = JSONDecoder()
        for line in try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n") {
            asWritten.take(try decoder.decode(JournalEntry.self, from: Data(line.utf8)))
        }
        asWritten.finish(trace: false)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/as-written.json")), inMemory, "finished with the reading")

        let unwritable = try JournalReading(journalAt: fixture, trace: .file(folder + "/no/such/folder/trace.json"))
        XCTAssertNotNil(unwritable.traceFile?.failure, "a trace that cannot be written says so")
        XCTAssertEqual(unwritable.replay.text, streamed.replay.text, "and the rest is read")
    }

    func testAReadingForAPageAloneMakesNoTrace() throws {
        let reading = try JournalReading(journalAt: fixture, trace: .none)
        XCTAssertTrue(reading.trace.events.isEmpty)
        XCTAssertGreaterThan(reading.timeline.steps.count, 0)
    }

    /// The trace is written beside its place and renamed into it once whole: a journal that cannot
    /// be read leaves neither the trace nor its unfinished file.
    func testATraceIsInItsPlaceOnlyWhenWhole() throws {
        let folder = NSTemporaryDirectory() + "imsim-trace-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var reading = JournalReading(trace: .file(folder + "/trace.json"))
        reading.take(try JSONDecoder().decode(JournalEntry.self, from: Data(try String(contentsOfFile: fixture, encoding: .utf8)
            .split(separator: "\n")[0].utf8)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [".trace.json.part"], "not yet in its place")
        reading.finish()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["trace.json"])

        XCTAssertThrowsError(try JournalReading(journalAt: folder + "/no-such-journal.jsonl", trace: .file(folder + "/again.json")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["trace.json"], "nothing left of the trace of a journal that could not be read")
    }
}
