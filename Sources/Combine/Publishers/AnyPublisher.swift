/// A publisher whose type says only what it sends.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

/// A subscriber whose type says only what it receives.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    public let combineIdentifier: CombineIdentifier

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
        combineIdentifier = subscriber.combineIdentifier
    }

    public init(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        self.receiveSubscription = receiveSubscription ?? { $0.request(.unlimited) }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
        combineIdentifier = CombineIdentifier()
    }

    public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
