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
            let scheduler = self.scheduler, options = self.options, dueTime = self.dueTime
            let latest = Latest<Output>()
            upstream.receive(subscriber: Rescheduling(subscriber, laterValue: { value, deliver in
                let turn = latest.replace(with: value)
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    if let value = latest.take(turn) { deliver(value) }
                }
            }) { scheduler.schedule(options: options, $0) })
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

extension Publisher {
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

/// The latest value of a burst, and which turn it was: a debounced value is sent only if no other came after it.
private final class Latest<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var turn = 0

    func replace(with value: Value) -> Int {
        lock.withLock {
            self.value = value
            turn += 1
            return turn
        }
    }

    func take(_ turn: Int) -> Value? {
        lock.withLock {
            guard turn == self.turn else { return nil }
            defer { value = nil }
            return value
        }
    }
}

/// Between an upstream and its subscriber, with values and the completion delivered through
/// `schedule` (or a value through `laterValue`, which calls its second argument when due); asks
/// upstream for everything the subscriber asks for.
private final class Rescheduling<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let schedule: (@escaping () -> Void) -> Void
    private let laterValue: ((Input, @escaping (Input) -> Void) -> Void)?
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var cancelled = false

    init(_ downstream: Downstream, laterValue: ((Input, @escaping (Input) -> Void) -> Void)? = nil,
         schedule: @escaping (@escaping () -> Void) -> Void) {
        self.downstream = downstream
        self.laterValue = laterValue
        self.schedule = schedule
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if let laterValue {
            laterValue(input) { [self] value in deliver(value) }
        } else {
            schedule { [self] in deliver(input) }
        }
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
