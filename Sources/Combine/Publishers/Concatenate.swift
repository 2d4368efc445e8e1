extension Publishers {
    /// Sends the prefix's values, then, once it finishes, the suffix's.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
        where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let concatenation = Concatenation(subscriber) { suffix.receive(subscriber: $0) }
            subscriber.receive(subscription: concatenation)
            prefix.receive(subscriber: concatenation)
        }
    }
}

/// Between two publishers played one after the other and their subscriber: what it asked for and
/// has not had yet is asked of the second when it starts.
final class Concatenation<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private var startSecond: ((Concatenation) -> Void)?
    private var upstream: (any Subscription)?
    private var owed = Subscribers.Demand.none
    private var cancelled = false

    init(_ downstream: Downstream, second: @escaping (Concatenation) -> Void) {
        self.downstream = downstream
        startSecond = second
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
        if case .finished = completion, let second = startSecond {
            startSecond = nil
            second(self)
        } else {
            downstream.receive(completion: completion)
        }
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
