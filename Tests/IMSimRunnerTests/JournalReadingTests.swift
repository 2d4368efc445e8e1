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
}
