import Foundation
import IMSimCore
import IMSimArtifacts
import IMSimModel
import XCTest

/// `imsim show` on journals no run wrote: no trap, a bad line skipped and named, the rest read.
final class DamagedJournalTests: XCTestCase {
    /// A real run's journal: the mussels party between Kate and John.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/mussels-party.jsonl").path

    func write(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "imsim-damaged-\(getpid())-\(UUID().uuidString).jsonl"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testEveryNumberOfARealJournalMadeHugeNeverTraps() throws {
        let lines = try String(contentsOfFile: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        let number = #"(?<=[:\[,])-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?(?=[,\]}])"#
        let fraction = #"(?<=[:\[,])-?[0-9]+(\.[0-9]+|([.0-9]*[eE][-+]?[0-9]+))(?=[,\]}])"#
        // Each line in turn with its numbers made huge (fractions, every number, or integers at
        // Int.max), the journal read up to it: the state it leaves is what `text` shows.
        let damages = [(fraction, "1e300"), (number, "-1e300"), (number, "9223372036854775807")]
        for (index, line) in lines.enumerated() {
            for (pattern, huge) in damages {
                let damaged = line.replacingOccurrences(of: pattern, with: huge, options: .regularExpression)
                guard damaged != line else { continue }
                let path = try write(Array((lines[..<index] + [damaged]).joined(separator: "\n").utf8))
                do {
                    let replay = try JournalReplay(journalAt: path)
                    XCTAssertFalse(replay.text.isEmpty)
                    XCTAssertLessThanOrEqual(replay.unreadableCount, 1)
                } catch is JournalReplay.VersionMismatch {
                    XCTAssertEqual(index, 0, "only the first entry says the journal's version")
                }
            }
        }
    }

    func testAStepOf1e300MillisecondsIsRefusedNamingItsLine() throws {
        let lines = try String(contentsOfFile: Self.fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        let index = try XCTUnwrap(lines.firstIndex { $0.contains(#""stepFinished""#) })
        var damaged = lines
        damaged[index] = lines[index].replacingOccurrences(of: #""milliseconds":[0-9.e+-]+"#, with: #""milliseconds":1e300"#,
                                                           options: .regularExpression)
        let replay = try JournalReplay(journalAt: try write(Array(damaged.joined(separator: "\n").utf8)))
        XCTAssertEqual(replay.unreadable, [JournalReplay.UnreadableLine(line: index + 1, reason: "a step of 1e+300 ms")])
        XCTAssertTrue(replay.text.contains("line \(index + 1): a step of 1e+300 ms"), replay.text)
    }

    func testABadUTF8ByteCostsItsLineOnly() throws {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixture)))
        let whole = try JournalReplay(journalAt: Self.fixture)
        // A byte no UTF-8 text holds, inside the third line.
        let thirdLine = try XCTUnwrap(bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.dropFirst(1).first) + 5
        bytes[thirdLine] = 0xFF
        let replay = try JournalReplay(journalAt: try write(bytes))
        XCTAssertEqual(replay.unreadable, [JournalReplay.UnreadableLine(line: 3, reason: "not UTF-8 text")])
        XCTAssertEqual(replay.outcome, whole.outcome)
        XCTAssertEqual(replay.steps.count, whole.steps.count)
        XCTAssertEqual(replay.phones["John"]?.conversation.transcript, whole.phones["John"]?.conversation.transcript)
    }

    func testLinesAreReadAChunkAtATimeWithTheirNumbers() throws {
        // Lines of every length around the chunk's, one longer than the reader keeps, no final newline.
        let lengths = [0, 1, 65_535, 65_536, 65_537, 10, 300_000, 7]
        let text = lengths.enumerated().map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0.offset))), count: $0.element) }
        let reader = try JournalLineReader(path: try write(Array(text.joined(separator: "\n").utf8)), maximumLineBytes: 200_000)
        var read: [JournalLineReader.Line] = []
        while let line = reader.next() {
            read.append(line)
            XCTAssertLessThanOrEqual(reader.bufferedByteCount, 64 << 10)
        }
        XCTAssertEqual(read, lengths.enumerated().map { index, length in
            length > 200_000 ? .tooLong(number: index + 1, bytes: length) : .text(Array(text[index].utf8), number: index + 1)
        })
    }
}
