extension Publishers {
    /// Subscribes to the upstream again when it fails, up to `retries` times (nil: always).
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream
            var left = retries
            let again = Retrying(subscriber) { retrying, error in
                if let count = left {
                    guard count > 0 else { return false }
                    left = count - 1
                }
                upstream.receive(subscriber: retrying)
                return true
            }
            subscriber.receive(subscription: again)
            upstream.receive(subscriber: again)
        }
    }
}

extension Publisher {
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

/// Between an upstream subscribed to again after each failure and its subscriber: what the
/// subscriber asked for and has not had is asked of each new subscription.
private final class Retrying<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    /// Subscribes again and returns true, or returns false when no retry is left.
    private let retry: (Retrying, Failure) -> Bool
    private var upstream: (any Subscription)?
    private var owed = Subscribers.Demand.none
    private var cancelled = false

    init(_ downstream: Downstream, retry: @escaping (Retrying, Failure) -> Bool) {
        self.downstream = downstream
        self.retry = retry
    }

    func receive(subscription: any Subscription) {
        guard !cancelled else { return subscription.cancel() }
        upstream = subscription
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !cancelled else { return .none }
        owed -= 1
        let more = downstream.receive(input)
        owed += more
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !cancelled else { return }
        upstream = nil
        if case let .failure(error) = completion, retry(self, error) { return }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        owed += demand
        upstream?.request(demand)
    }

    func cancel() {
        cancelled = true
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }
}
