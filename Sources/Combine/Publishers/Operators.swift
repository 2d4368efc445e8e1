extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { .send(transform($0)) }
        }
    }

    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            upstream.receive(subscriber: Relay(subscriber, mapFailure: { $0 }) { value in
                do { return .send(try transform(value)) } catch { return .fail(error) }
            })
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { transform($0).map { .send($0) } ?? .skip }
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { isIncluded($0) ? .send($0) : .skip }
        }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var last: Output?
            upstream.relay(to: subscriber) { value in
                defer { last = value }
                if let last, predicate(last, value) { return .skip }
                return .send(value)
            }
        }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var left = count
            upstream.relay(to: subscriber) { value in
                guard left > 0 else { return .send(value) }
                left -= 1
                return .skip
            }
        }
    }

    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber) { predicate($0) ? .sendAndFinish($0) : .skip }
        }
    }

    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var result = initialResult
            upstream.relay(to: subscriber) { value in
                result = nextPartialResult(result, value)
                return .send(result)
            }
        }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Relay(subscriber, mapFailure: transform) { .send($0) })
        }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Relay(subscriber, mapFailure: { _ -> Failure in }) { .send($0) })
        }
    }

    /// Sends the values, and ends when the upstream fails, with `output` in place of the error.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                if case .failure = completion { return .init(last: output, completion: .finished) }
                return .init(last: nil, completion: .finished)
            }) { .send($0) })
        }
    }

    /// Calls closures on what passes, and passes it on unchanged.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        let receiveSubscription: ((any Subscription) -> Void)?
        let receiveOutput: ((Output) -> Void)?
        let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        let receiveCancel: (() -> Void)?
        let receiveRequest: ((Subscribers.Demand) -> Void)?

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let receiveCompletion = self.receiveCompletion
            let relay = Relay<Output, Failure, S>(subscriber, ending: { completion in
                receiveCompletion?(completion)
                return .init(last: nil, completion: completion)
            }) { value in
                receiveOutput?(value)
                return .send(value)
            }
            relay.subscribed = receiveSubscription
            relay.requested = receiveRequest
            if let receiveCancel { _ = relay.onCancel(receiveCancel) }
            upstream.receive(subscriber: relay)
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
        map { $0[keyPath: keyPath] }
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    public func first() -> Publishers.FirstWhere<Self> {
        first { _ in true }
    }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// Sends `element` before the upstream's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
