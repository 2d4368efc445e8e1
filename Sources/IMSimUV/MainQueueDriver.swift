import CIMSimDispatch
import CIMSimLibUV
import Foundation

/// Runs the main dispatch queue on the loop's thread, as UIKit's run loop does on iOS: with it run
/// `DispatchQueue.main`, the main actor's jobs (`Task { @MainActor in }`, continuations of `await`),
/// `OperationQueue.main` and `Timer`s scheduled on the main run loop. libuv watches libdispatch's
/// wake-up descriptor, so queued work runs in the next loop iteration: no polling, no added latency.
/// None of its handles keeps the loop alive. One per process, on the main thread.
public final class MainQueueDriver {
    private let wakeUp: PollHandle
    private let beforeEachWait: PrepareHandle
    private let runLoopTimer: LoopTimer
    /// Called after each pass over the main queue and the run loop's timers, so what the work did can
    /// be reported: `workRan` when queued work or a timer ran, or may have (the queue was woken, a
    /// timer was due); false when nothing was, though work another thread queued as the pass began
    /// may have run unseen.
    public var onPass: ((_ workRan: Bool) -> Void)?
    /// When the main run loop's next timer is due, as of the last pass.
    private var nextTimerDate = Date.distantFuture

    public init(loop: EventLoop) {
        precondition(Thread.isMainThread, "the main queue is driven from the main thread")
        wakeUp = PollHandle(loop: loop, descriptor: _dispatch_get_main_queue_handle_4CF())
        beforeEachWait = PrepareHandle(loop: loop)
        runLoopTimer = LoopTimer(loop: loop)
        runLoopTimer.unreference()
        wakeUp.startReading { [unowned self] in
            if drain() { onPass?(true) }
        }
        // A Timer scheduled by code that ran in this iteration is armed before the loop waits.
        beforeEachWait.start { [unowned self] in armRunLoopTimer() }
    }

    /// Runs what the main queue holds, and what that work queues in turn, up to `rounds` times.
    /// Returns whether anything ran.
    @discardableResult
    public func drain(rounds: Int = 64) -> Bool {
        var ran = false
        for _ in 0..<rounds {
            guard wakeUp.isReadable() else { break }
            // libdispatch only pokes the descriptor; the run loop that waits on it resets it, as
            // CFRunLoop does. Until it is reset, libdispatch may not poke again.
            wakeUp.consume()
            _dispatch_main_queue_callback_4CF(nil)
            ran = true
        }
        return ran
    }

    /// Fires the main run loop's due timers and sleeps until the next one. Asking the run loop may
    /// consume the main queue's wake-up without running its work, so the queue is drained after.
    private func armRunLoopTimer() {
        let due = wakeUp.isReadable() || nextTimerDate <= Date()
        let next = RunLoop.main.limitDate(forMode: .default) ?? .distantFuture
        nextTimerDate = next
        afterRunLoopPass(due: due)
        guard next != .distantFuture else { return runLoopTimer.stop() }
        let milliseconds = max(0, next.timeIntervalSinceNow * 1000).rounded(.up)
        runLoopTimer.start(after: UInt64(min(milliseconds, 86_400_000))) { [unowned self] in
            // limitDate fires what is due; the next wait re-arms.
            _ = RunLoop.main.limitDate(forMode: .default)
            afterRunLoopPass(due: true)
        }
    }

    /// Runs main-queue work whose wake-up a run-loop pass took, and reports the pass.
    private func afterRunLoopPass(due: Bool) {
        _dispatch_main_queue_callback_4CF(nil)
        let drained = drain()
        onPass?(due || drained)
    }

    public func close() {
        wakeUp.close()
        beforeEachWait.close()
        runLoopTimer.close()
    }
}
