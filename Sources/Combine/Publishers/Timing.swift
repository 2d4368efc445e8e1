import Foundation

extension Publishers {
    /// Delivers values and the completion on a scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options
            upstream.receive(subscriber: Rescheduling(subscriber) { scheduler.schedule(options: options, $0) })
        }
    }

    /// Sends a value once no other has come for a while (the last of a burst).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Debouncing(subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }

    /// Sends each value and the completion a while later.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = self.scheduler, options = self.options, interval = self.interval, tolerance = self.tolerance
            upstream.receive(subscriber: Rescheduling(subscriber) { action in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            })
        }
    }
}

extension Publishers {
    /// Subscribes to the upstream on a scheduler (its subscription, and what it does when
    /// subscribed to, happen there).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream
            let relay = Relay<Output, Failure, S>(subscriber, mapFailure: { $0 }) { .send($0) }
            scheduler.schedule(options: options) { upstream.receive(subscriber: relay) }
        }
    }
}

extension Publisher {
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }

    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}

/// Between an upstream and its subscriber, with values and the completion delivered through
/// `schedule`; asks upstream for everything the subscriber asks for.
private final class Rescheduling<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let schedule: (@escaping () -> Void) -> Void
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var cancelled = false

    init(_ downstream: Downstream, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.schedule = schedule
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        schedule { [self] in deliver(input) }
        return .none
    }

    private func deliver(_ value: Input) {
        guard !lock.withLock({ cancelled }) else { return }
        let more = downstream.receive(value)
        if more > 0 { lock.withLock { upstream }?.request(more) }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        schedule { [self] in
            guard !lock.withLock({ cancelled }) else { return }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let upstream: (any Subscription)? = lock.withLock {
            cancelled = true
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

/// A debounce: the latest value of a burst is sent once no other came for `dueTime`.
private final class Debouncing<Downstream: Subscriber, Context: Scheduler>: Pacing<Downstream, Context>, @unchecked Sendable {
    private let dueTime: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    private var turn = 0

    init(_ downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.dueTime = dueTime
        self.options = options
        super.init(downstream, scheduler: scheduler)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        let turn: Int? = lock.withLock {
            guard !ended else { return nil }
            waiting = input
            self.turn += 1
            return self.turn
        }
        guard let turn else { return .none }
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) { [self] in
            release { turn == self.turn }
        }
        return .none
    }
}
