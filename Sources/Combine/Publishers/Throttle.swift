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

/// Between an upstream and a throttled subscriber: asks upstream for everything, keeps the value
/// the interval will send, and sends it when the interval since the last one sent has passed.
private final class Throttling<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var waiting: Input?
    private var due = false
    private var lastSent: Context.SchedulerTimeType?
    private var ended = false

    init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let when: Context.SchedulerTimeType? = lock.withLock {
            guard !ended else { return nil }
            if latest || waiting == nil { waiting = input }
            guard !due else { return nil }
            due = true
            let now = scheduler.now
            guard let lastSent else { return now }
            return Swift.max(now, lastSent.advanced(by: interval))
        }
        if let when { scheduler.schedule(after: when, tolerance: scheduler.minimumTolerance, options: nil) { [self] in send() } }
        return .none
    }

    private func send() {
        let value: Input? = lock.withLock {
            due = false
            guard !ended, let value = waiting else { return nil }
            waiting = nil
            lastSent = scheduler.now
            guard demand > 0 else { return nil }
            demand -= 1
            return value
        }
        guard let value else { return }
        delivery.withLock {
            let more = downstream.receive(value)
            if more > 0 { lock.withLock { demand += more } }
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let ends: Bool = lock.withLock {
            guard !ended else { return false }
            ended = true
            upstream = nil
            return true
        }
        guard ends else { return }
        scheduler.schedule(options: nil) { [self] in delivery.withLock { downstream.receive(completion: completion) } }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
    }

    func cancel() {
        let upstream: (any Subscription)? = lock.withLock {
            ended = true
            waiting = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
