extension Subscribers {
    /// Asks for every value and hands each to a closure; the completion to another.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var ended = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            guard !ended, self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            if !ended { receiveValue(input) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !ended else { return }
            ended = true
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            ended = true
            let subscription = self.subscription
            self.subscription = nil
            subscription?.cancel()
        }
    }

    /// Sets a property of an object to each value.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)" }

        public func receive(subscription: any Subscription) {
            guard object != nil, self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ input: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = input
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        public func cancel() {
            object = nil
            let subscription = self.subscription
            self.subscription = nil
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Asks for every value: `receiveValue` gets each, `receiveCompletion` the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Asks for every value and hands each to `receiveValue`.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Sets `object`'s property at `keyPath` to each value (holding the object until cancelled).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}
