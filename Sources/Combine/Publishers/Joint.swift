import Foundation

/// Where several upstreams meet one subscriber: values (made by each side's closure, nil for none)
/// go on as the subscriber asks for them (held until it does), a failure ends it all and cancels
/// the other sides, and it finishes once `endsWhen` says so of the sides that finished (by default
/// when all have; `zip`'s when one has and nothing of it waits for a partner) and every held value
/// went. Calls to the subscriber are one at a time, whichever side's thread they come from.
final class Joint<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var upstreams: [(any Subscription)?]
    private var finished: Set<Int> = []
    private var demand = Subscribers.Demand.none
    private var held: [Output] = []
    private var ending: Subscribers.Completion<Failure>?
    /// Given the sides that finished, under the lock; also asked after each value.
    private let endsWhen: (Set<Int>) -> Bool

    init<S: Subscriber>(sides: Int, endsWhen: ((Set<Int>) -> Bool)? = nil, _ subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.endsWhen = endsWhen ?? { $0.count == sides }
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
                let output = make(input, lock)
                let others: [(any Subscription)?] = lock.withLock {
                    if let output { held.append(output) }
                    return finishIfDue()
                }
                for other in others { other?.cancel() }
                drain()
                return output == nil ? .max(1) : .none
            },
            completion: { [self] completion in
                let others: [(any Subscription)?] = lock.withLock {
                    guard ending == nil, receiveCompletion != nil else { return [] }
                    if case .finished = completion {
                        finished.insert(index)
                        return finishIfDue()
                    }
                    // A failure goes at once, without what was held, and the other sides stop.
                    held = []
                    ending = completion
                    defer { upstreams = upstreams.map { _ in nil } }
                    return upstreams
                }
                for other in others { other?.cancel() }
                drain()
            })
    }

    /// Marks the joint finished if `endsWhen` says so, and returns the sides to stop; under the lock.
    private func finishIfDue() -> [(any Subscription)?] {
        guard ending == nil, receiveCompletion != nil, !finished.isEmpty, endsWhen(finished) else { return [] }
        ending = .finished
        defer { upstreams = upstreams.map { _ in nil } }
        return upstreams
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
struct JointSide<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let subscription: (any Subscription) -> Void
    let value: (Input) -> Subscribers.Demand
    let completion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
