import Foundation
import IMSimCore
@testable import IMSimArtifacts
import XCTest

/// A journal decoded a batch at a time on several threads comes out as a line-by-line reading gives
/// it: the same entries in the file's order, and each bad line refused under its own number.
final class JournalBatchesTests: XCTestCase {
    func testBatchesOnManyThreadsReadAsOneThreadDoes() throws {
        let real = try String(contentsOfFile: DamagedJournalTests.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        // The real run's lines five times over, with a broken line, an empty one and a non-UTF-8 one among them.
        var lines = real
        for _ in 0..<4 { lines += real.dropFirst() }
        lines.insert("{\"event\": broken", at: 7)
        lines.insert("", at: 40)
        var bytes = Array(lines.joined(separator: "\n").utf8)
        let third = try XCTUnwrap(bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.dropFirst(100).first) + 3
        bytes[third] = 0xFF
        let path = NSTemporaryDirectory() + "imsim-batches-\(getpid())-\(UUID().uuidString).jsonl"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        var oneByOne = JournalReplay()
        var expected: [JournalEntry] = []
        let reader = try JournalLineReader(path: path)
        while let line = reader.next() {
            if let entry = try oneByOne.read(line, maximumLineBytes: reader.maximumLineBytes, decoder: JSONDecoder()) { expected.append(entry) }
        }
        for (linesPerBatch, workers) in [(1, 1), (7, 3), (64, 2), (4096, 4)] {
            var batched = JournalReplay()
            var entries: [JournalEntry] = []
            let batches = try JournalBatches(path: path, linesPerBatch: linesPerBatch, workers: workers)
            while let batch = batches.next() {
                for line in batch { if let entry = try batched.take(line) { entries.append(entry) } }
            }
            XCTAssertEqual(entries, expected, "\(linesPerBatch) lines a batch on \(workers) threads")
            XCTAssertEqual(batched.unreadable, oneByOne.unreadable)
            XCTAssertEqual(batched.text, oneByOne.text)
        }
        XCTAssertEqual(oneByOne.unreadable.map(\.line).count, 2, "\(oneByOne.unreadable)")
    }
}
