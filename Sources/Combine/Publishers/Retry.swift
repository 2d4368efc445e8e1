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
            let succession = Succession(subscriber) { succession, completion in
                guard case .failure = completion else { return false }
                if let count = left {
                    guard count > 0 else { return false }
                    left = count - 1
                }
                upstream.receive(subscriber: succession)
                return true
            }
            subscriber.receive(subscription: succession)
            upstream.receive(subscriber: succession)
        }
    }
}

extension Publisher {
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
