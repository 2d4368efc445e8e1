extension Publishers {
    /// Sends the upstream's values; if it fails, goes on with the publisher `handler` makes of the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            var replacement: NewPublisher?
            // The upstream's failure ends its part as finished; the replacement's end is the end.
            let succession = Succession(subscriber) { succession, _ in
                guard let next = replacement else { return false }
                replacement = nil
                next.receive(subscriber: succession)
                return true
            }
            subscriber.receive(subscription: succession)
            upstream.receive(subscriber: Relay<Output, Upstream.Failure, Succession<S>>(succession, ending: { completion in
                if case let .failure(error) = completion { replacement = handler(error) }
                return .init(last: nil, completion: .finished)
            }) { .send($0) })
        }
    }
}

extension Publisher {
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
