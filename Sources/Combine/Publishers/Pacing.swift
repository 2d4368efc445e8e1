import Foundation

/// Between an upstream and a subscriber paced by a scheduler (`debounce`, `throttle`): asks
/// upstream for everything, keeps one value waiting (set by the subclass's `receive(_:)`), and
/// sends it on `release` if the subscriber has asked; the end drops a value still waiting, as
/// Combine's does.
class Pacing<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let scheduler: Context
    /// Guards the waiting value, the end, and the subclass's own state.
    let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    var waiting: Input?
    var ended = false

    init(_ downstream: Downstream, scheduler: Context) {
        self.downstream = downstream
        self.scheduler = scheduler
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        fatalError("a pacing operator keeps its value in receive(_:)")
    }

    /// Sends the waiting value if `due` (run under the lock first) allows it and it was asked for.
    func release(when due: () -> Bool = { true }) {
        let value: Input? = lock.withLock {
            guard due(), !ended, let value = waiting else { return nil }
            waiting = nil
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
            waiting = nil
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
