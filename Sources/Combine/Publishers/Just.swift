/// Sends one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SequenceSubscription([output], to: subscriber))
    }
}

/// Finishes (or, with `completeImmediately: false`, never does) without a value.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// Ends at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) {
        self.error = error
    }

    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

/// Makes its publisher anew for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publishers {
    /// Sends a sequence's elements, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription(Array(sequence), to: subscriber))
        }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Hands out a list of values as they are asked for, then finishes.
final class SequenceSubscription<Output, Failure: Error>: Subscription {
    private var remaining: ArraySlice<Output>
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var demand = Subscribers.Demand.none
    private var delivering = false

    init<S: Subscriber>(_ values: [Output], to subscriber: S) where S.Input == Output, S.Failure == Failure {
        remaining = values[...]
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        // A subscriber that asks again from within a value is served by the loop already running.
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while demand > 0, let receive = receiveValue, let value = remaining.popFirst() {
            demand -= 1
            demand += receive(value)
        }
        if remaining.isEmpty, let finish = receiveCompletion {
            cancel()
            finish(.finished)
        }
    }

    func cancel() {
        receiveValue = nil
        receiveCompletion = nil
        remaining = []
    }
}
