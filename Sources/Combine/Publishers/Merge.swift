import Foundation

extension Publishers {
    /// Sends the values of both publishers as they come; finishes when both have.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joint = Joint<Output, Failure>(sides: 2, subscriber)
            subscriber.receive(subscription: joint)
            a.receive(subscriber: joint.side(0) { value, _ in value })
            b.receive(subscriber: joint.side(1) { value, _ in value })
        }
    }

    /// Once both have sent a value, sends the latest of each whenever either sends one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joint = Joint<Output, Failure>(sides: 2, subscriber)
            let latest = LatestPair<A.Output, B.Output>()
            subscriber.receive(subscription: joint)
            a.receive(subscriber: joint.side(0) { value, lock in lock.withLock { latest.set(first: value) } })
            b.receive(subscriber: joint.side(1) { value, lock in lock.withLock { latest.set(second: value) } })
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

/// Both latest values, once each side has sent one.
private final class LatestPair<First, Second> {
    private var first: First?
    private var second: Second?

    func set(first value: First) -> (First, Second)? {
        first = value
        return second.map { (value, $0) }
    }

    func set(second value: Second) -> (First, Second)? {
        second = value
        return first.map { ($0, value) }
    }
}

/// Where several upstreams meet one subscriber: values (made by each side's closure, nil for none)
/// go on as the subscriber asks for them (held until it does), a failure ends it all and cancels
/// the other sides, and it finishes once every side has and every held value went. Calls to the
/// subscriber are one at a time, whichever side's thread they come from.
private final class Joint<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var upstreams: [(any Subscription)?]
    private var finished = 0
    private var demand = Subscribers.Demand.none
    private var held: [Output] = []
    private var ending: Subscribers.Completion<Failure>?

    init<S: Subscriber>(sides: Int, _ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
        upstreams = Array(repeating: nil, count: sides)
    }

    func side<Input>(_ index: Int, _ make: @escaping (Input, NSLock) -> Output?) -> JointSide<Input, Failure> {
        JointSide(
            subscription: { [self] subscription in
                let demand: Subscribers.Demand? = lock.withLock {
                    guard receiveValue != nil else { return nil }
                    upstreams[index] = subscription
                    return self.demand
                }
                guard let demand else { return subscription.cancel() }
                if demand > 0 { subscription.request(demand) }
            },
            value: { [self] input in
                guard let output = make(input, lock) else { return .max(1) }
                lock.withLock { held.append(output) }
                drain()
                return .none
            },
            completion: { [self] completion in
                let others: [(any Subscription)?] = lock.withLock {
                    guard ending == nil, receiveCompletion != nil else { return [] }
                    if case .finished = completion {
                        finished += 1
                        if finished == upstreams.count { ending = completion }
                        return []
                    }
                    // A failure goes at once, with whatever was held, and the other sides stop.
                    held = []
                    ending = completion
                    defer { upstreams = upstreams.map { _ in nil } }
                    return upstreams
                }
                for other in others { other?.cancel() }
                drain()
            })
    }

    /// Gives the subscriber what it asked for of the held values, then the ending once nothing is held.
    private func drain() {
        delivery.withLock {
            while true {
                let next: (value: Output, receive: (Output) -> Subscribers.Demand)? = lock.withLock {
                    guard demand > 0, !held.isEmpty, let receiveValue else { return nil }
                    demand -= 1
                    return (held.removeFirst(), receiveValue)
                }
                guard let next else { break }
                let more = next.receive(next.value)
                if more > 0 { request(more) }
            }
            let finish: (Subscribers.Completion<Failure>, (Subscribers.Completion<Failure>) -> Void)? = lock.withLock {
                guard let ending, held.isEmpty, let receiveCompletion else { return nil }
                end()
                return (ending, receiveCompletion)
            }
            if let (completion, receive) = finish { receive(completion) }
        }
    }

    func request(_ more: Subscribers.Demand) {
        let upstreams: [(any Subscription)?] = lock.withLock {
            demand += more
            return self.upstreams
        }
        drain()
        for upstream in upstreams { upstream?.request(more) }
    }

    func cancel() {
        let upstreams: [(any Subscription)?] = lock.withLock {
            defer { end() }
            return self.upstreams
        }
        for upstream in upstreams { upstream?.cancel() }
    }

    /// Lets the subscriber and the upstreams go; under the lock.
    private func end() {
        receiveValue = nil
        receiveCompletion = nil
        held = []
        upstreams = upstreams.map { _ in nil }
    }
}

/// One upstream's way into a joint.
private struct JointSide<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let subscription: (any Subscription) -> Void
    let value: (Input) -> Subscribers.Demand
    let completion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
