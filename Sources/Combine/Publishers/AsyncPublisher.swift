import Foundation

/// A never-failing publisher's values as an async sequence (`for await value in publisher.values`).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let values: AsyncValues<P.Output, Never>

        public mutating func next() async -> P.Output? {
            try? await values.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let values = AsyncValues<P.Output, Never>()
        publisher.subscribe(values)
        return Iterator(values: values)
    }
}

/// A publisher's values as an async sequence that throws its failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let values: AsyncValues<P.Output, P.Failure>

        public mutating func next() async throws -> P.Output? {
            try await values.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let values = AsyncValues<P.Output, P.Failure>()
        publisher.subscribe(values)
        return Iterator(values: values)
    }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// Asks for one value each time the sequence is asked for its next, and hands it over.
private final class AsyncValues<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Output
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<Handed?, any Error>?
    private var arrived: [Output] = []
    private var ending: Subscribers.Completion<Failure>?

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        let waiter: CheckedContinuation<Handed?, any Error>? = lock.withLock {
            defer { waiting = nil }
            if waiting == nil { arrived.append(input) }
            return waiting
        }
        waiter?.resume(returning: Handed(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let waiter: CheckedContinuation<Handed?, any Error>? = lock.withLock {
            ending = completion
            subscription = nil
            defer { waiting = nil }
            return waiting
        }
        waiter.map { Self.end($0, with: completion) }
    }

    private static func end(_ waiter: CheckedContinuation<Handed?, any Error>, with completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: waiter.resume(returning: nil)
        case let .failure(error): waiter.resume(throwing: error)
        }
    }

    /// A value handed from the publisher's thread to the awaiting task, as Combine's `values` hands it.
    struct Handed: @unchecked Sendable {
        let value: Output
    }

    private enum NextStep {
        case value(Output), end(Subscribers.Completion<Failure>), ask(any Subscription), wait
    }

    func next() async throws -> Output? {
        let handed = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Handed?, any Error>) in
                let next: NextStep = lock.withLock {
                    if !arrived.isEmpty { return .value(arrived.removeFirst()) }
                    if let ending { return .end(ending) }
                    waiting = waiter
                    return subscription.map { .ask($0) } ?? .wait
                }
                switch next {
                case let .value(value): waiter.resume(returning: Handed(value: value))
                case let .end(completion): Self.end(waiter, with: completion)
                case let .ask(subscription): subscription.request(.max(1))
                case .wait: break
                }
            }
        } onCancel: {
            let (subscription, waiter): ((any Subscription)?, CheckedContinuation<Handed?, any Error>?) = lock.withLock {
                defer {
                    self.subscription = nil
                    waiting = nil
                    ending = .finished
                }
                return (self.subscription, waiting)
            }
            subscription?.cancel()
            waiter?.resume(returning: nil)
        }
        return handed?.value
    }
}
