import Foundation

extension Publishers {
    /// Sends at most one value each `interval`: the first of the interval's values, or with
    /// `latest` its last; the first value goes at once.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Throttling(subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

extension Publisher {
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

/// A throttle: the interval's first (or latest) value is sent once the interval since the last
/// one sent has passed.
private final class Throttling<Downstream: Subscriber, Context: Scheduler>: Pacing<Downstream, Context>, @unchecked Sendable {
    private let interval: Context.SchedulerTimeType.Stride
    private let latest: Bool
    private var due = false
    private var lastSent: Context.SchedulerTimeType?

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.interval = interval
        self.latest = latest
        super.init(downstream, scheduler: scheduler)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        let when: Context.SchedulerTimeType? = lock.withLock {
            guard !ended else { return nil }
            if latest || waiting == nil { waiting = input }
            guard !due else { return nil }
            due = true
            let now = scheduler.now
            guard let lastSent else { return now }
            return Swift.max(now, lastSent.advanced(by: interval))
        }
        if let when {
            scheduler.schedule(after: when, tolerance: scheduler.minimumTolerance, options: nil) { [self] in
                release {
                    due = false
                    lastSent = scheduler.now
                    return true
                }
            }
        }
        return .none
    }
}
