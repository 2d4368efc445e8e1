extension Publishers {
    /// Sends one array of every value once the upstream finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var collected: [Upstream.Output] = []
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                guard case .finished = completion else { return .init(last: nil, completion: completion) }
                return .init(last: collected, completion: .finished)
            }) { value in
                collected.append(value)
                return .skip
            })
        }
    }

    /// Sends one value made from every value and `initialResult`, once the upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initial
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                guard case .finished = completion else { return .init(last: nil, completion: completion) }
                return .init(last: result, completion: .finished)
            }) { value in
                result = nextPartialResult(result, value)
                return .skip
            })
        }
    }

    /// Sends the last value once the upstream finishes.
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                guard case .finished = completion else { return .init(last: nil, completion: completion) }
                return .init(last: last, completion: .finished)
            }) { value in
                last = value
                return .skip
            })
        }
    }
}

extension Publisher {
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }

    /// Drops every value; passes the completion on.
    public func ignoreOutput() -> Publishers.CompactMap<Self, Never> {
        compactMap { _ in nil }
    }

    /// Prints each event (subscription, values, completion, cancel, requests) to standard output.
    public func print(_ prefix: String = "") -> Publishers.HandleEvents<Self> {
        let lead = prefix.isEmpty ? "" : prefix + ": "
        return handleEvents(receiveSubscription: { _ in Swift.print(lead + "receive subscription") },
                            receiveOutput: { Swift.print(lead + "receive value: (\($0))") },
                            receiveCompletion: { completion in
                                switch completion {
                                case .finished: Swift.print(lead + "receive finished")
                                case let .failure(error): Swift.print(lead + "receive error: (\(error))")
                                }
                            },
                            receiveCancel: { Swift.print(lead + "receive cancel") },
                            receiveRequest: { Swift.print(lead + "request \($0)") })
    }
}
