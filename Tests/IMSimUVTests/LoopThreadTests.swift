import Foundation
import IMSimCore
import IMSimUV
import XCTest

/// A loop knows the thread that runs it: code built on it (the run host, which has no locks) can
/// check that it is called there.
final class LoopThreadTests: XCTestCase {
    /// The loop, taken to another thread as a thread-confined type is when code goes wrong, and what
    /// its own callback and that thread saw.
    private final class Sightings: @unchecked Sendable {
        let loop: EventLoop
        // Written before the semaphore signals, read after it is waited on.
        var inCallback: Bool?
        var elsewhere: Bool?

        init(_ loop: EventLoop) {
            self.loop = loop
        }
    }

    func testOnlyTheRunningThreadIsTheLoopsThread() {
        let loop = EventLoop()
        XCTAssertTrue(loop.isInLoopThread, "set-up before run() is the owner's")
        let seen = Sightings(loop)
        let looked = DispatchSemaphore(value: 0)
        let timer = LoopTimer(loop: loop)
        timer.start(after: 0) {
            seen.inCallback = loop.isInLoopThread
            DispatchQueue.global().async {
                seen.elsewhere = seen.loop.isInLoopThread
                looked.signal()
            }
            // The loop is still running while the other thread looks.
            _ = looked.wait(timeout: .now() + TimeoutScale.seconds(5))
            timer.close()
        }
        loop.run()
        XCTAssertEqual(seen.inCallback, true)
        XCTAssertEqual(seen.elsewhere, false)
        XCTAssertTrue(loop.isInLoopThread, "after run() returns, tear-down is the owner's again")
        XCTAssertEqual(loop.closeAll(), 0)
    }
}
