import Foundation
@testable import os
import XCTest

/// `Logger` and `os_log` deliver rendered messages to the installed sink, in order.
final class LoggerTests: XCTestCase {
    final class Collected: @unchecked Sendable {
        // Sendable: `records` is only touched under `lock`.
        private let lock = NSLock()
        private var records: [LogRecord] = []
        func append(_ record: LogRecord) { lock.withLock { records.append(record) } }
        var all: [LogRecord] { lock.withLock { records } }
    }

    func testMessagesReachTheSinkRenderedWithTheirLevelAndOrigin() {
        let collected = Collected()
        LogRouter.install { collected.append($0) }
        defer { LogRouter.install(nil) }
        let logger = Logger(subsystem: "com.example.app", category: "views")
        let name = "Fruit"
        logger.info("\(name, privacy: .public) onResume \(3) likes")
        // Doubles render as `.fixed`, printf's %f, as on Apple platforms.
        logger.error("failed: \(2.5)")
        os_log("%{public}@ has %d items", log: OSLog(subsystem: "s", category: "c"), type: .debug, "List", 4)
        XCTAssertEqual(collected.all.map(\.message), ["Fruit onResume 3 likes", "failed: 2.500000", "List has 4 items"])
        XCTAssertEqual(collected.all.map(\.type), [.info, .error, .debug])
        XCTAssertEqual(collected.all.first?.line, "com.example.app [views] info: Fruit onResume 3 likes")
    }
}

/// The lock a module named `os` must offer (swift-argument-parser locks with it when `os` is importable).
final class UnfairLockTests: XCTestCase {
    func testTheLockExcludesAndCanBeTried() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }
        os_unfair_lock_lock(lock)
        XCTAssertFalse(os_unfair_lock_trylock(lock), "held")
        os_unfair_lock_unlock(lock)
        XCTAssertTrue(os_unfair_lock_trylock(lock))
        os_unfair_lock_unlock(lock)
    }
}
