import IMSimArtifacts
import XCTest

/// Two plays of one run compare equal once times, measures, the run's folder and fresh identifiers
/// are taken out; anything else that differs is found.
final class ComparableJournalTests: XCTestCase {
    private func journal(folder: String, message: String, time: Int, extra: String = "Kate") -> String {
        """
        {"event":{"run":{"started":{"info":{"artifacts":"\(folder)","startedAt":"2026-11-27T04:00:0\(time)Z","seed":1}}}},"index":0,"sequence":1,"source":"run","time":\(time)}
        {"event":{"run":{"usage":{"process":"run","usage":{"cpuMilliseconds":\(time * 7)}}}},"index":1,"sequence":2,"source":"run","time":\(time)}
        {"event":{"phone":{"sent":{"messageID":"\(message)","recipients":["John"]}}},"index":2,"sequence":1,"source":"\(extra)","time":\(time + 5)}
        {"event":{"phone":{"screenshot":{"path":"\(folder)/phones/Kate/screens/001.png"}}},"index":3,"sequence":2,"source":"Kate","time":\(time + 9)}
        {"event":{"phone":{"received":{"messageID":"\(message)","sender":"Kate"}}},"index":4,"sequence":1,"source":"John","time":\(time + 11)}
        """
    }

    func testTwoPlaysOfOneRunCompareEqual() {
        let first = ComparableJournal(jsonLines: journal(folder: "/work/.imsim/runs/mussels-party-20261127-041620", message: "0F2E9D3C-1111-4A4A-9B9B-000000000001", time: 1))
        let second = ComparableJournal(jsonLines: journal(folder: "/work/.imsim/runs/mussels-party-20261127-041620-2", message: "7A7A7A7A-2222-4B4B-8C8C-000000000002", time: 3))
        XCTAssertNil(first.firstDifference(from: second))
        XCTAssertEqual(first.lines.count, 4, "the usage entry is left out")
        XCTAssertTrue(first.lines[1].contains("#1"), first.lines[1])
        XCTAssertTrue(first.lines[2].contains("$ARTIFACTS/phones/Kate"), first.lines[2])
    }

    func testTheFirstDifferenceIsFound() throws {
        let first = ComparableJournal(jsonLines: journal(folder: "/work/.imsim/runs/mussels-party-20261127-041620", message: "0F2E9D3C-1111-4A4A-9B9B-000000000001", time: 1))
        let other = ComparableJournal(jsonLines: journal(folder: "/work/.imsim/runs/mussels-party-20261127-041620", message: "0F2E9D3C-1111-4A4A-9B9B-000000000001", time: 1,
                                                         extra: "Alice"))
        let difference = try XCTUnwrap(first.firstDifference(from: other))
        XCTAssertEqual(difference.entry, 1)
        XCTAssertTrue(difference.this?.contains("Kate") == true && difference.other?.contains("Alice") == true)
        let shorter = ComparableJournal(jsonLines: journal(folder: "/work/.imsim/runs/mussels-party-20261127-041620", message: "0F2E9D3C-1111-4A4A-9B9B-000000000001", time: 1)
            .split(separator: "\n").dropLast().joined(separator: "\n"))
        XCTAssertEqual(first.firstDifference(from: shorter)?.other, .some(nil), "a journal that ends early differs where it ends")
    }
}
