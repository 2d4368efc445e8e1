import Foundation

/// A never-failing publisher's values as an async sequence (`for await value in publisher.values`).
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    private let publisher: P

    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let values: IteratorLifetime<P.Output, Never>

        public mutating func next() async -> P.Output? {
            try? await values.values.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let values = AsyncValues<P.Output, Never>()
        publisher.subscribe(values)
        return Iterator(values: IteratorLifetime(values))
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
        fileprivate let values: IteratorLifetime<P.Output, P.Failure>

        public mutating func next() async throws -> P.Output? {
            try await values.values.next()
        }
    }

    public func makeAsyncIterator() -> Iterator {
        let values = AsyncValues<P.Output, P.Failure>()
        publisher.subscribe(values)
        return Iterator(values: IteratorLifetime(values))
    }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// An iterator's hold on its subscription: a loop left early (`break`, `return`) lets the iterator
/// go, and the subscription is cancelled.
private final class IteratorLifetime<Output, Failure: Error>: @unchecked Sendable {
    let values: AsyncValues<Output, Failure>

    init(_ values: AsyncValues<Output, Failure>) {
        self.values = values
    }

    deinit { values.cancel() }
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
        // A `next()` that came first is waiting: it is asked for now.
        let waited = lock.withLock {
            self.subscription = subscription
            return waiting != nil
        }
        if waited { subscription.request(.max(1)) }
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
            cancel()
        }
        return handed?.value
    }

    /// Cancels the subscription; a `next()` waiting gets the end.
    func cancel() {
        let (subscription, waiter): ((any Subscription)?, CheckedContinuation<Handed?, any Error>?) = lock.withLock {
            defer {
                self.subscription = nil
                waiting = nil
                if ending == nil { ending = .finished }
            }
            return (self.subscription, waiting)
        }
        subscription?.cancel()
        waiter?.resume(returning: nil)
    }
}
