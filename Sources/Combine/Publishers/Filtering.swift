extension Publishers {
    /// Values that pass a throwing test; a throw ends the publisher with the error.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.receive(subscriber: Relay(subscriber, mapFailure: { $0 }) { value in
                do { return try isIncluded(value) ? .send(value) : .skip } catch { return .fail(error) }
            })
        }
    }

    /// The non-nil results of a throwing transform; a throw ends the publisher with the error.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.receive(subscriber: Relay(subscriber, mapFailure: { $0 }) { value in
                do { return try transform(value).map { .send($0) } ?? .skip } catch { return .fail(error) }
            })
        }
    }

    /// The first values, then finished: `count` of them (`prefix(_:)`), or while a test holds (`prefix(while:)`).
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { predicate($0) ? .send($0) : .finish }
        }
    }

    /// The values at the places in `range`, then finished.
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: Range<Int>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let range = self.range
            guard !range.isEmpty else {
                subscriber.receive(subscription: Subscriptions.empty)
                return subscriber.receive(completion: .finished)
            }
            var index = -1
            upstream.relay(to: subscriber) { value in
                index += 1
                guard range.contains(index) else { return .skip }
                return index == range.upperBound - 1 ? .sendAndFinish(value) : .send(value)
            }
        }
    }

    /// The values from the first that fails a test on.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var dropping = true
            upstream.relay(to: subscriber) { value in
                if dropping, predicate(value) { return .skip }
                dropping = false
                return .send(value)
            }
        }
    }

    /// Whether any value passes a test: true at the first that does, false if none did by the end.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                guard case .finished = completion else { return .init(last: nil, completion: completion) }
                return .init(last: false, completion: .finished)
            }) { predicate($0) ? .sendAndFinish(true) : .skip })
        }
    }
}

extension Publisher {
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// The first `maxLength` values, then finished.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: 0..<max(0, maxLength))
    }

    /// The values at the places in `range` (counted from 0), then finished.
    public func output(in range: Range<Int>) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: range)
    }

    public func output(at index: Int) -> Publishers.Output<Self> {
        output(in: index..<(index + 1))
    }

    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    /// How many values came, once the upstream finishes.
    public func count() -> Publishers.Reduce<Self, Int> {
        reduce(0) { count, _ in count + 1 }
    }

    /// `nil` values replaced by `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}

extension Publisher where Output: Equatable {
    public func contains(_ output: Output) -> Publishers.ContainsWhere<Self> {
        contains { $0 == output }
    }
}
