import Foundation
import Glibc
@testable import IMSimArtifacts
@testable import IMSimRunner
@testable import IMSimModel
import XCTest

/// A run of 1,000 phones holds about 3,000 descriptors: the run raises its soft limit (which the relay
/// inherits) when the hard limit allows, and says so before starting when it does not.
final class DescriptorLimitTests: XCTestCase {
    func testTheSoftLimitIsRaisedToFitTheCast() throws {
        var saved = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved), 0)
        let needed = DescriptorLimit.needed(cast: 1000)
        try XCTSkipIf(saved.rlim_max < rlim_t(needed), "the hard limit here is below what 1,000 phones need")
        defer { _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &saved) }
        var low = saved
        low.rlim_cur = 1024
        XCTAssertEqual(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &low), 0)

        try DescriptorLimit.raise(toFit: 1000)
        var now = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_NOFILE.rawValue), &now), 0)
        XCTAssertGreaterThanOrEqual(now.rlim_cur, rlim_t(needed))
        XCTAssertGreaterThan(needed, 3000, "three a phone")
    }

    func testATooLowLimitSaysWhatTheCastNeeds() {
        let error = DescriptorLimit.TooLow(cast: 1000, needed: 3128, allowed: 1024)
        XCTAssertEqual("\(error)", "1000 phones need about 3128 open files and this process may open 1024 "
            + "(`ulimit -n`; raise the hard limit, or run a smaller cast)")
    }
}
