@testable import IMSim
import XCTest

/// A long sweep says how far it is at each tenth; a short one says nothing until its report.
final class SeedSweepProgressTests: XCTestCase {
    func testALongSweepSaysHowFarItIsAtEachTenth() {
        let lines = (1...500).compactMap { SeedSweep.progress(done: $0, of: 500, failed: $0 / 3) }
        XCTAssertEqual(lines.count, 9)
        XCTAssertEqual(lines.first, "  50 of 500 seeds played, 16 failed so far")
        XCTAssertEqual(lines.last, "  450 of 500 seeds played, 150 failed so far")
        XCTAssertEqual((1...19).compactMap { SeedSweep.progress(done: $0, of: 19, failed: 0) }, [])
        XCTAssertEqual((1...40).compactMap { SeedSweep.progress(done: $0, of: 40, failed: 0) }.count, 3, "at least 10 seeds apart")
    }
}
