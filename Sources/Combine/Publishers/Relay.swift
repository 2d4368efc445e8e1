/// What most operators are between their upstream and their subscriber: each value goes through
/// `transform` (`.skip` drops it and asks upstream for another; `.fail` ends with an error), the
/// upstream's failure through `mapFailure`, and the subscriber's requests go upstream.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Failure = UpstreamFailure

    enum Step {
        case send(Downstream.Input)
        case skip
        case fail(Downstream.Failure)
        /// Sends the value, then finishes (`first`).
        case sendAndFinish(Downstream.Input)
        case finish
    }

    /// How the upstream's end reaches the subscriber: perhaps a last value, then a completion.
    struct Ending {
        var last: Downstream.Input?
        var completion: Subscribers.Completion<Downstream.Failure>
    }

    private let downstream: Downstream
    private let transform: (Input) -> Step
    private let ending: (Subscribers.Completion<UpstreamFailure>) -> Ending
    private var upstream: (any Subscription)?
    private var ended = false
    private var cancelled: (() -> Void)?
    /// `handleEvents`'s: told of the subscription and of each request.
    var subscribed: ((any Subscription) -> Void)?
    var requested: ((Subscribers.Demand) -> Void)?

    init(_ downstream: Downstream, ending: @escaping (Subscribers.Completion<UpstreamFailure>) -> Ending,
         transform: @escaping (Input) -> Step) {
        self.downstream = downstream
        self.ending = ending
        self.transform = transform
    }

    convenience init(_ downstream: Downstream, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
                     transform: @escaping (Input) -> Step) {
        self.init(downstream, ending: { Ending(last: nil, completion: $0.mapError(mapFailure)) }, transform: transform)
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, !ended else { return subscription.cancel() }
        upstream = subscription
        subscribed?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !ended else { return .none }
        switch transform(input) {
        case let .send(value): return downstream.receive(value)
        case .skip: return .max(1)
        case let .fail(error): end(with: .failure(error))
        case let .sendAndFinish(value):
            _ = downstream.receive(value)
            end(with: .finished)
        case .finish: end(with: .finished)
        }
        return .none
    }

    /// Ends now: the upstream is cancelled and the subscriber told (`timeout`).
    func end(with completion: Subscribers.Completion<Downstream.Failure>) {
        guard !ended else { return }
        ended = true
        upstream?.cancel()
        upstream = nil
        downstream.receive(completion: completion)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard !ended else { return }
        ended = true
        upstream = nil
        let end = ending(completion)
        if let last = end.last { _ = downstream.receive(last) }
        downstream.receive(completion: end.completion)
    }

    func request(_ demand: Subscribers.Demand) {
        requested?(demand)
        upstream?.request(demand)
    }

    func cancel() {
        ended = true
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
        let cancelled = self.cancelled
        self.cancelled = nil
        cancelled?()
    }

    /// Calls `action` once, when the subscriber cancels.
    func onCancel(_ action: @escaping () -> Void) -> Self {
        cancelled = action
        return self
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a relay that passes failures on as they are.
    func relay<S: Subscriber>(to subscriber: S, _ transform: @escaping (Output) -> Relay<Output, Failure, S>.Step)
        where S.Failure == Failure {
        receive(subscriber: Relay(subscriber, mapFailure: { $0 }, transform: transform))
    }
}
