import XCTest

/// The measurements `tools/bench` and `tools/bench-scale` take still run against the current
/// protocol: a bench that no longer speaks it fails here, not only when someone benchmarks.
final class BenchCommandTests: XCTestCase {
    func testRelayRoundTripsBetweenTwoStandInPhones() throws {
        let result = try ImsimInvocation.run(["bench", "--round-trips", "50"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("relay: 50 round trips in "), result.stdout)
    }

    func testStartsInEachRole() throws {
        for role in ["relay", "phone", "extension"] {
            let result = try ImsimInvocation.run(["bench", "--starts", role, "--count", "2"])
            XCTAssertEqual(result.status, 0, role + ": " + result.stdout + result.stderr)
            XCTAssertTrue(result.stdout.contains("starts: 2 in "), role + ": " + result.stdout)
        }
    }
}
