import Foundation

extension Publishers {
    /// Ends when no value has come for `interval` (since the subscription, or the last value):
    /// finished, or failed with `customError`'s error.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let customError: (() -> Upstream.Failure)?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let watch = Watch()
            let interval = self.interval, scheduler = self.scheduler, customError = self.customError
            let relay = Relay<Output, Failure, S>(subscriber, mapFailure: { $0 }) { value in
                watch.arm(after: interval, on: scheduler)
                return .send(value)
            }
            watch.expire = { [weak relay] in relay?.end(with: customError.map { .failure($0()) } ?? .finished) }
            _ = relay.onCancel { watch.disarm() }
            upstream.receive(subscriber: relay)
            watch.arm(after: interval, on: scheduler)
        }
    }
}

extension Publisher {
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, customError: customError)
    }
}

/// The time a timeout waits for: each arming replaces the last.
private final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var turn = 0
    var expire: (() -> Void)?

    func arm<S: Scheduler>(after interval: S.SchedulerTimeType.Stride, on scheduler: S) {
        let turn: Int = lock.withLock {
            self.turn += 1
            return self.turn
        }
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) { [self] in
            let expire: (() -> Void)? = lock.withLock { turn == self.turn ? self.expire : nil }
            expire?()
        }
    }

    func disarm() {
        lock.withLock {
            turn += 1
            expire = nil
        }
    }
}
