extension Publishers {
    /// As `catch`, with a handler that may throw: its error ends the publisher.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            let handler = self.handler
            upstream.catch { error -> AnyPublisher<Output, any Error> in
                do { return try handler(error).mapError { $0 as any Error }.eraseToAnyPublisher() } catch {
                    return Fail(error: error).eraseToAnyPublisher()
                }
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
