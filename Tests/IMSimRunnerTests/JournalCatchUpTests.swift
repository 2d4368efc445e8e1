import Foundation
import IMSimCore
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

/// Old journal entries read back from the journal file for a client, a batch at a time.
final class JournalCatchUpTests: XCTestCase {
    let fixture = DamagedJournalTests.fixture

    func originalEntries() throws -> [[UInt8]] {
        try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n").map {
            try JSONDecoder().decode(JournalEntry.self, from: Data($0.utf8)).encoded().wire
        }
    }

    func testEntriesComeBackAsTheRunEncodedThemInBoundedBatches() throws {
        let lines = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n")
        // The file's JSON reads back to the same entry: its JSON line is the file's line.
        for line in lines {
            let entry = try JSONDecoder().decode(JournalEntry.self, from: Data(line.utf8))
            XCTAssertEqual(String(decoding: entry.encoded().jsonLine, as: UTF8.self), line + "\n")
        }
        let original = try originalEntries()
        for from in [0, 1, 100, original.count - 1] {
            let catchUp = try JournalCatchUp(path: fixture, from: from)
            var read: [[UInt8]] = []
            while catchUp.nextIndex < original.count {
                let batch = try catchUp.next(before: original.count, budget: 4096)
                XCTAssertFalse(batch.isEmpty)
                XCTAssertLessThan(batch.dropLast().reduce(0) { $0 + $1.count }, 4096, "a batch is its budget and one entry")
                XCTAssertLessThanOrEqual(catchUp.bufferedByteCount, JournalLineReader.chunkSize, "one chunk of the file in memory")
                read += batch
            }
            // Entries, not bytes: a map's keys come in a dictionary's order, which two encodings of the
            // same entry need not share (JSON lines sort them; clients decode either the same).
            let decoder = WireDecoder()
            XCTAssertEqual(try read.map { try decoder.decode(JournalEntry.self, from: $0) },
                           try original[from...].map { try decoder.decode(JournalEntry.self, from: $0) })
        }
    }

    func testStopsAtTheEntriesNotYetSentLive() throws {
        let catchUp = try JournalCatchUp(path: fixture, from: 0)
        XCTAssertEqual(try catchUp.next(before: 3, budget: 1 << 20).count, 3)
        XCTAssertEqual(try catchUp.next(before: 3, budget: 1 << 20).count, 0)
        XCTAssertEqual(catchUp.nextIndex, 3)
    }

    func testAFileWithoutTheEntryIsAGap() throws {
        let lines = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n")
        let path = NSTemporaryDirectory() + "imsim-gap-\(UUID().uuidString).jsonl"
        try (lines[0..<2] + lines[3...]).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catchUp = try JournalCatchUp(path: path, from: 0)
        XCTAssertThrowsError(try catchUp.next(before: 10, budget: 1 << 20)) { error in
            XCTAssertEqual("\(error)", "the journal file has no entry 2 at line 3")
        }
    }
}
