import os.log
import XCTest
@testable import os

/// `import os.log`, as Xcode's templates and many extensions write it, compiles and logs through `os`.
final class SubmoduleImportTests: XCTestCase {
    func testOSLogSubmoduleGivesTheLoggingFunctions() {
        let collected = LoggerTests.Collected()
        LogRouter.install { collected.append($0) }
        defer { LogRouter.install(nil) }
        os_log("%@ moved to %d", log: OSLog(subsystem: "com.example.game", category: "board"), type: .info, "X", 4)
        Logger(subsystem: "com.example.game", category: "board").notice("winner: \("O")")
        XCTAssertEqual(collected.all.map(\.message), ["X moved to 4", "winner: O"])
    }
}
