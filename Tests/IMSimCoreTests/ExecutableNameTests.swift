import IMSimCore
import XCTest

/// Hints name the command as the person runs it.
final class ExecutableNameTests: XCTestCase {
    func testAPackagesExecutableIsRunWithSwiftRunAndImsimAsImsim() {
        XCTAssertEqual(ExecutableName.invocation(argumentZero: "/home/me/GroupPoll/.build/debug/Simulator"), "swift run Simulator")
        XCTAssertEqual(ExecutableName.invocation(argumentZero: ".build/debug/Simulator"), "swift run Simulator")
        XCTAssertEqual(ExecutableName.invocation(argumentZero: ".build/debug/imsim"), "imsim")
        XCTAssertEqual(ExecutableName.invocation(argumentZero: "/usr/local/bin/Simulator"), "Simulator")
        XCTAssertEqual(ExecutableName.invocation(argumentZero: "/x/.build/debug/imsimPackageTests.xctest"), "imsim")
    }
}
