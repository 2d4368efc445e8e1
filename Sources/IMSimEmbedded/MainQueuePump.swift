import CIMSimDispatch
import Foundation

/// Runs the main dispatch queue and the main run loop's timers when the embedded run asks, on the
/// main thread: what an extension queued (`DispatchQueue.main.async`, `Task { @MainActor in }`,
/// continuations after `await`, `Timer`s) runs at the run's chosen moments, not under a loop of its own.
@MainActor
final class MainQueuePump {
    /// libdispatch's wake-up descriptor: readable while the main queue has work.
    private let wakeUp = _dispatch_get_main_queue_handle_4CF()

    /// Runs what the main queue holds and what that work queues in turn, and the run loop's due
    /// timers, up to `rounds` times; returns whether anything ran. With `passOverRunLoop` the main
    /// run loop also makes one pass of its own first, running what only it runs (blocks given to
    /// `RunLoop.main.perform`); without, it is asked only when a timer is due (a pass costs several
    /// system calls: after every command of a long run, a tenth of its time).
    @discardableResult
    func drain(rounds: Int = 64, passOverRunLoop: Bool = false) -> Bool {
        var ran = false
        if passOverRunLoop { _ = RunLoop.main.limitDate(forMode: .default) }
        for _ in 0..<rounds {
            let timerDue = isTimerDue
            let readable = isReadable(waitingMilliseconds: 0)
            guard readable || timerDue else { break }
            if readable { consume() }
            _dispatch_main_queue_callback_4CF(nil)
            _ = RunLoop.main.limitDate(forMode: .default)
            ran = true
        }
        return ran
    }

    /// Whether a timer of the main run loop is due, asked without running the loop.
    private var isTimerDue: Bool {
        let fireDate = imsim_CFRunLoopGetNextTimerFireDate(imsim_CFRunLoopGetMain(), imsim_kCFRunLoopDefaultMode)
        return fireDate != 0 && fireDate <= Date().timeIntervalSinceReferenceDate
    }

    /// When the main run loop's next timer is due (`Timer.scheduledTimer`); nil without one.
    var nextTimerDate: Date? {
        let date = RunLoop.main.limitDate(forMode: .default) ?? .distantFuture
        return date == .distantFuture ? nil : date
    }

    /// Waits up to `milliseconds` of real time for the main queue to have work (an `asyncAfter`
    /// coming due, another thread's hop back to the main queue).
    func wait(milliseconds: Int32) {
        _ = isReadable(waitingMilliseconds: milliseconds)
    }

    private func isReadable(waitingMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, waitingMilliseconds) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// Resets the eventfd, as CFRunLoop does before running the queue: libdispatch pokes it again
    /// only once it has been read.
    private func consume() {
        var value: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &value) { read(wakeUp, $0.baseAddress, 8) }
    }
}
