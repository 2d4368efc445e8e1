import Foundation
import IMSimCore
import IMSimUV
import XCTest

/// The main queue, the main actor, `OperationQueue.main` and main-run-loop timers run on a libuv
/// loop's thread, woken by libdispatch itself. Each test fails (instead of hanging) after 5 s.
final class MainQueueDriverTests: XCTestCase {
    private func runLoop(until start: (Completion) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let loop = EventLoop()
        let driver = MainQueueDriver(loop: loop)
        let deadline = LoopTimer(loop: loop)
        let completion = Completion { deadline.close() }
        deadline.start(after: TimeoutScale.milliseconds(5000)) { deadline.close() }
        start(completion)
        loop.run()
        driver.close()
        XCTAssertEqual(loop.closeAll(), 0, "no handle leaked", file: file, line: line)
        XCTAssertTrue(completion.isDone, "the work never ran", file: file, line: line)
        XCTAssertTrue(completion.ranOnMainThread, "the work ran on the main thread", file: file, line: line)
    }

    func testDispatchMainAsyncRuns() {
        runLoop { finish in DispatchQueue.main.async { finish() } }
        let first = Completion {}
        runLoop { finish in
            DispatchQueue.main.async { first() }
            DispatchQueue.main.async { if first.isDone { finish() } }
        }
    }

    /// Work queued around passes of the main run loop (as Timers need) runs, round after round;
    /// the scenario framework/main-queue-and-async.yaml guards the lost wake-up seen across processes.
    func testWorkQueuedAroundRunLoopPassesRuns() {
        runLoop { finish in Self.queueRound(remaining: 50, finish: finish) }
    }

    private static func queueRound(remaining: Int, finish: Completion) {
        DispatchQueue.main.async {
            _ = RunLoop.main.limitDate(forMode: .default)
            if remaining == 1 { return finish() }
            DispatchQueue.global().async { queueRound(remaining: remaining - 1, finish: finish) }
        }
        _ = RunLoop.main.limitDate(forMode: .default)
    }

    func testAMainActorTaskRuns() {
        runLoop { finish in
            Task { @MainActor in finish() }
        }
    }

    func testAnAwaitFromABackgroundTaskResumesOnTheMainActor() {
        runLoop { finish in
            Task { @MainActor in
                let value = await Task.detached { 41 + 1 }.value
                XCTAssertTrue(Thread.isMainThread)
                if value == 42 { finish() }
            }
        }
    }

    func testOperationQueueMainRuns() {
        runLoop { finish in
            OperationQueue.main.addOperation { finish() }
        }
    }

    func testWorkQueuedFromABackgroundQueueWakesTheLoop() {
        runLoop { finish in
            DispatchQueue.global().async {
                DispatchQueue.main.async { finish() }
            }
        }
    }

    func testAScheduledTimerFiresOnTheMainRunLoop() {
        let started = Date()
        let fired = Completion {}
        runLoop { finish in
            _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
                fired()
                finish()
            }
        }
        let elapsed = (fired.doneAt ?? .distantFuture).timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(elapsed, 0.05)
    }

    func testARepeatingTimerFiresAgain() {
        let fired = Completion {}
        runLoop { finish in
            _ = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { timer in
                fired()
                if fired.count == 3 {
                    timer.invalidate()
                    finish()
                }
            }
        }
        XCTAssertEqual(fired.count, 3)
    }
}

/// Records that work ran, when, how often and on which thread. Only the loop's thread (the main thread)
/// calls it; `@unchecked Sendable` because the compiler cannot see that.
private final class Completion: @unchecked Sendable {
    private let onDone: () -> Void
    private(set) var count = 0
    private(set) var doneAt: Date?
    private(set) var ranOnMainThread = true

    init(_ onDone: @escaping () -> Void) { self.onDone = onDone }

    var isDone: Bool { count > 0 }

    func callAsFunction() {
        ranOnMainThread = ranOnMainThread && Thread.isMainThread
        count += 1
        doneAt = doneAt ?? Date()
        onDone()
    }
}
