import Foundation

/// Between publishers played one after another and their subscriber: when one ends, `next` may
/// subscribe this to another (and returns true), which is asked for what the subscriber asked for
/// and has not had; else the end goes to the subscriber. (`append`/`prepend`, `catch`, `retry`.)
/// Calls are one at a time: a cancel racing a switch leaves nothing subscribed.
final class Succession<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let next: (Succession, Subscribers.Completion<Failure>) -> Bool
    private let lock = NSRecursiveLock()
    private var upstream: (any Subscription)?
    private var owed = Subscribers.Demand.none
    private var cancelled = false

    init(_ downstream: Downstream, next: @escaping (Succession, Subscribers.Completion<Failure>) -> Bool) {
        self.downstream = downstream
        self.next = next
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return subscription.cancel() }
        upstream = subscription
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return .none }
        owed -= 1
        let more = downstream.receive(input)
        owed += more
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled else { return }
        upstream = nil
        if next(self, completion) { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        owed += demand
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        cancelled = true
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }
}
