import IMSimCore
import XCTest

/// `IMSIM_TIMEOUT_SCALE`: a positive number multiplies every timeout; anything else is 1.
final class TimeoutScaleTests: XCTestCase {
    func testAPositiveNumberIsTheFactorAndAnythingElseIsOne() {
        XCTAssertEqual(TimeoutScale.parse("3"), 3)
        XCTAssertEqual(TimeoutScale.parse(" 2.5 "), 2.5)
        XCTAssertEqual(TimeoutScale.parse("0.5"), 0.5)
        for text in [nil, "", "0", "-2", "fast", "inf", "nan"] {
            XCTAssertEqual(TimeoutScale.parse(text), 1, String(describing: text))
        }
    }

    func testDurationsAreScaledInWholeMilliseconds() {
        XCTAssertEqual(TimeoutScale.milliseconds(.seconds(5), factor: 3), 15_000)
        XCTAssertEqual(TimeoutScale.milliseconds(1000, factor: 0.5), 500)
        XCTAssertEqual(TimeoutScale.milliseconds(1, factor: 0.01), 1, "a timeout never becomes 0")
        XCTAssertEqual(TimeoutScale.milliseconds(0, factor: 10), 0, "the next turn of the loop stays the next turn")
        XCTAssertEqual(TimeoutScale.seconds(20, factor: 2), 40)
    }
}
