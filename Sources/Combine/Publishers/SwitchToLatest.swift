import Foundation

extension Publishers {
    /// Sends the values of the latest publisher the upstream sent, cancelling the one before; finishes
    /// once the upstream and the latest have.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let switching = Switching<P, S>(subscriber)
            subscriber.receive(subscription: switching)
            upstream.receive(subscriber: switching.outer)
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// An upstream that never fails, of publishers that may (`$query.map { search($0) }`).
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        setFailureType(to: Output.Failure.self).switchToLatest()
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// Neither fails: the most specific of the overloads, as in Apple's Combine.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Publishers that never fail, under an upstream that may.
    public func switchToLatest() -> Publishers.SwitchToLatest<Publishers.SetFailureType<Output, Failure>,
                                                               Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>> {
        map { $0.setFailureType(to: Failure.self) }.switchToLatest()
    }
}

/// Between an upstream of publishers and a subscriber: only the latest inner is subscribed to, and
/// is asked for what the subscriber asked for and has not had.
private final class Switching<Inner: Publisher, Downstream: Subscriber>: Subscription, @unchecked Sendable
    where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var inner: (any Subscription)?
    private var latest = 0
    private var innerRunning = false
    private var upstreamDone = false
    private var owed = Subscribers.Demand.none

    init(_ downstream: Downstream) {
        self.downstream = downstream
    }

    var outer: AnySubscriber<Inner, Inner.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                // A subscriber that cancelled already lets the upstream go at once.
                let live = lock.withLock {
                    guard downstream != nil else { return false }
                    upstream = subscription
                    return true
                }
                if live { subscription.request(.unlimited) } else { subscription.cancel() }
            },
            receiveValue: { [self] publisher in
                let index: Int? = lock.withLock {
                    guard downstream != nil else { return nil }
                    inner?.cancel()
                    inner = nil
                    latest += 1
                    innerRunning = true
                    return latest
                }
                if let index { publisher.receive(subscriber: innerSubscriber(index)) }
                return .none
            },
            receiveCompletion: { [self] completion in
                lock.withLock {
                    upstreamDone = true
                    upstream = nil
                    if case .failure = completion { return end(completion) }
                    if !innerRunning { end(.finished) }
                }
            })
    }

    private func innerSubscriber(_ index: Int) -> AnySubscriber<Inner.Output, Inner.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                lock.withLock {
                    guard index == latest, downstream != nil else { return subscription.cancel() }
                    inner = subscription
                    if owed > 0 { subscription.request(owed) }
                }
            },
            receiveValue: { [self] value in
                lock.withLock {
                    guard index == latest, let downstream else { return .none }
                    owed -= 1
                    let more = downstream.receive(value)
                    owed += more
                    return more
                }
            },
            receiveCompletion: { [self] completion in
                lock.withLock {
                    guard index == latest else { return }
                    inner = nil
                    innerRunning = false
                    if case .failure = completion { return end(completion) }
                    if upstreamDone { end(.finished) }
                }
            })
    }

    /// Tells the subscriber the end and lets everything go; under the lock.
    private func end(_ completion: Subscribers.Completion<Inner.Failure>) {
        let downstream = self.downstream
        release()
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock {
            owed += demand
            inner?.request(demand)
        }
    }

    func cancel() {
        lock.withLock { release() }
    }

    /// Cancels what is subscribed to and lets the subscriber go; under the lock.
    private func release() {
        downstream = nil
        upstream?.cancel()
        inner?.cancel()
        upstream = nil
        inner = nil
    }
}
