import Foundation

extension Publishers {
    /// Subscribes to the publisher `transform` makes of each value, and sends all their values as
    /// they come; finishes once the upstream and every one of them have.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let flattening = Flattening<Upstream.Output, NewPublisher, S>(subscriber, maxPublishers: maxPublishers, transform: transform)
            subscriber.receive(subscription: flattening)
            upstream.receive(subscriber: flattening.outer)
        }
    }
}

extension Publisher {
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Values mapped to publishers that never fail, under an upstream that may.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Neither fails: the most specific of the overloads, as in Apple's Combine.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// A never-failing upstream's values mapped to publishers that may fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }
}

/// Between an upstream of publishers and a subscriber: the inner publishers' values are held until
/// asked for and sent one at a time; a failure anywhere ends it all.
private final class Flattening<Input, Inner: Publisher, Downstream: Subscriber>: Subscription, @unchecked Sendable
    where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    private let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var downstream: Downstream?
    private let maxPublishers: Subscribers.Demand
    private let transform: (Input) -> Inner
    private var upstream: (any Subscription)?
    private var inners: [Int: any Subscription] = [:]
    private var nextInner = 0
    private var running = 0
    private var upstreamDone = false
    private var demand = Subscribers.Demand.none
    private var held: [Inner.Output] = []
    private var ending: Subscribers.Completion<Inner.Failure>?

    init(_ downstream: Downstream, maxPublishers: Subscribers.Demand, transform: @escaping (Input) -> Inner) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    var outer: AnySubscriber<Input, Inner.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                lock.withLock { upstream = subscription }
                subscription.request(maxPublishers)
            },
            receiveValue: { [self] value in
                let inner = transform(value)
                let index: Int? = lock.withLock {
                    guard ending == nil, downstream != nil else { return nil }
                    nextInner += 1
                    running += 1
                    return nextInner
                }
                guard let index else { return .none }
                inner.receive(subscriber: innerSubscriber(index))
                return .none
            },
            receiveCompletion: { [self] completion in
                lock.withLock {
                    upstreamDone = true
                    upstream = nil
                    if case .failure = completion, ending == nil { ending = completion }
                    if running == 0, ending == nil { ending = .finished }
                }
                drain()
            })
    }

    private func innerSubscriber(_ index: Int) -> AnySubscriber<Inner.Output, Inner.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                let keep = lock.withLock {
                    guard ending == nil else { return false }
                    inners[index] = subscription
                    return true
                }
                if keep { subscription.request(.unlimited) } else { subscription.cancel() }
            },
            receiveValue: { [self] value in
                lock.withLock { if ending == nil { held.append(value) } }
                drain()
                return .none
            },
            receiveCompletion: { [self] completion in
                var more = false
                lock.withLock {
                    inners[index] = nil
                    running -= 1
                    if case .failure = completion, ending == nil { ending = completion }
                    if running == 0, upstreamDone, ending == nil { ending = .finished }
                    more = maxPublishers != .unlimited && ending == nil
                }
                if more { lock.withLock { upstream }?.request(.max(1)) }
                drain()
            })
    }

    private func drain() {
        delivery.withLock {
            while true {
                let next: (Inner.Output, Downstream)? = lock.withLock {
                    guard demand > 0, !held.isEmpty, let downstream else { return nil }
                    demand -= 1
                    return (held.removeFirst(), downstream)
                }
                guard let (value, downstream) = next else { break }
                let more = downstream.receive(value)
                if more > 0 { lock.withLock { demand += more } }
            }
            let finish: (Subscribers.Completion<Inner.Failure>, Downstream, [any Subscription])? = lock.withLock {
                guard let ending, let downstream else { return nil }
                if case .finished = ending, !held.isEmpty { return nil }
                let rest = Array(inners.values) + (upstream.map { [$0] } ?? [])
                release()
                return (ending, downstream, rest)
            }
            if let (completion, downstream, rest) = finish {
                for subscription in rest { subscription.cancel() }
                downstream.receive(completion: completion)
            }
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
        drain()
    }

    func cancel() {
        let rest: [any Subscription] = lock.withLock {
            // An inner subscribed after this is cancelled at once.
            if ending == nil { ending = .finished }
            defer { release() }
            return Array(inners.values) + (upstream.map { [$0] } ?? [])
        }
        for subscription in rest { subscription.cancel() }
    }

    /// Lets everything go; under the lock.
    private func release() {
        downstream = nil
        upstream = nil
        inners = [:]
        held = []
    }
}
