import Foundation
import IMSimCore
import XCTest

/// CPU time and peak memory, read from /proc.
final class ProcessUsageTests: XCTestCase {
    func testALiveProcessIsReadAndAGoneOneIsNot() throws {
        // Some CPU time to count (the kernel counts it in 10 ms ticks).
        var sum = 0.0
        for index in 0..<20_000_000 { sum += Double(index % 7) }
        XCTAssertGreaterThan(sum, 0)
        let mine = try XCTUnwrap(ProcessUsage.of(pid: getpid()))
        XCTAssertGreaterThan(mine.peakKilobytes, 1000, "a test process holds more than a megabyte")
        XCTAssertGreaterThan(mine.cpuMilliseconds, 0)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        defer { child.terminate() }
        let sleeping = try XCTUnwrap(ProcessUsage.of(pid: child.processIdentifier))
        XCTAssertLessThan(sleeping.peakKilobytes, mine.peakKilobytes, "sleep is smaller than the test process")
        XCTAssertNil(ProcessUsage.of(pid: Int32.max))
        XCTAssertNil(ProcessUsage.of(pid: 0))
    }
}
