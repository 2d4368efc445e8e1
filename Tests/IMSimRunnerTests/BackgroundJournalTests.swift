import Foundation
@testable import IMSimArtifacts
import IMSimCore
import XCTest

/// The embedded run's journal, written and read on a thread of its own: the file and the reading
/// are those of writing each entry at once, and a failed write is told, never half a line.
final class BackgroundJournalTests: XCTestCase {
    private func entries(_ count: Int) -> [JournalEntry] {
        (0..<count).map { index in
            JournalEntry(index: index, source: index.isMultiple(of: 2) ? "Kate" : "John", sequence: index / 2 + 1, time: UInt64(index),
                         event: .phone(.callback(name: "didReceive \(index)")))
        }
    }

    func testTheFileAndTheReadingAreThoseOfWritingAtOnce() throws {
        let path = NSTemporaryDirectory() + "background-journal-\(UUID().uuidString.prefix(8)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let journal = BackgroundJournal(file: try AppendOnlyFile(path: path, truncating: true), reading: JournalReading())
        let written = entries(BackgroundJournal.batchSize * 3 + 5)
        for entry in written.prefix(10) { journal.append(entry) }
        journal.waitUntilWritten()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count, 10,
                       "a reader of the file did not find what was appended")
        for entry in written.dropFirst(10) { journal.append(entry) }
        let reading = try XCTUnwrap(journal.finish())
        XCTAssertNil(journal.failure)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(written.flatMap { $0.jsonLine() }))
        let fromFile = try JournalReading(journalAt: path)
        XCTAssertEqual(reading.replay.text, fromFile.replay.text)
        XCTAssertEqual(try reading.trace.json(), try fromFile.trace.json())
    }

    func testAFullDiskIsToldAndNothingIsReadAfterIt() throws {
        let journal = BackgroundJournal(file: try AppendOnlyFile(path: "/dev/full", truncating: false), reading: JournalReading())
        for entry in entries(3) { journal.append(entry) }
        journal.waitUntilWritten()
        XCTAssertEqual(journal.failure.map { "\($0)" }, "cannot write /dev/full: No space left on device")
        XCTAssertNil(journal.finish(), "a reading of a journal that could not be written")
    }
}
