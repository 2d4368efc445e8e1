import Foundation

/// Where several upstreams meet one subscriber: values (made by each side's closure, nil for none)
/// go on as the subscriber asks for them (held until it does), a failure ends it all and cancels
/// the other sides, and it finishes once every side has (or, for `zip`, any side has) and every
/// held value went. Calls to the
/// subscriber are one at a time, whichever side's thread they come from.
final class Joint<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var upstreams: [(any Subscription)?]
    private var finished = 0
    private var demand = Subscribers.Demand.none
    private var held: [Output] = []
    private var ending: Subscribers.Completion<Failure>?
    private let endsWithAnySide: Bool

    init<S: Subscriber>(sides: Int, endsWithAnySide: Bool = false, _ subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.endsWithAnySide = endsWithAnySide
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
                        guard finished == upstreams.count || endsWithAnySide else { return [] }
                        ending = completion
                    } else {
                        // A failure goes at once, without what was held.
                        held = []
                        ending = completion
                    }
                    // The other sides stop.
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
struct JointSide<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let subscription: (any Subscription) -> Void
    let value: (Input) -> Subscribers.Demand
    let completion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
