@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

final class RefusalNoticesTests: XCTestCase {
    func testTheFirstFewOfEachSourceAreShownThenOneLineThenNothing() {
        var notices = RefusalNotices()
        let shown = (1...6).map { notices.refused(at: "run", line: "refused a connection: \($0)", logFile: "run.log") }
        XCTAssertEqual(shown, ["refused a connection: 1", "refused a connection: 2", "refused a connection: 3",
                               "more connections refused (run): each is logged only in run.log", nil, nil])
        XCTAssertEqual(notices.refused(at: "Kate", line: "refused a connection on the extension socket: x", logFile: "k.log"),
                       "refused a connection on the extension socket: x", "each source has its own few")
        XCTAssertEqual(notices.summary { $0 + ".log" }, ["6 connections refused in all (run); each is in run.log"])
    }
}
