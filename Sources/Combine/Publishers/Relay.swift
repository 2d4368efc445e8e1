import Foundation

/// What most operators are between their upstream and their subscriber: each value goes through
/// `transform` (`.skip` drops it and asks upstream for another; `.fail` ends with an error), the
/// upstream's failure through `mapFailure`, and the subscriber's requests go upstream. A last value
/// the ending makes (`collect`, `reduce`) waits until the subscriber has asked for one. Calls are
/// one at a time (a recursive lock: the subscriber may ask or cancel from within them).
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
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
    private let lock = NSRecursiveLock()
    private var upstream: (any Subscription)?
    private var ended = false
    private var cancelled: (() -> Void)?
    /// What the subscriber asked for and has not had.
    private var owed = Subscribers.Demand.none
    /// An ending whose last value waits to be asked for.
    private var waitingEnd: Ending?
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
        lock.lock()
        defer { lock.unlock() }
        guard upstream == nil, !ended else { return subscription.cancel() }
        upstream = subscription
        subscribed?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return .none }
        switch transform(input) {
        case let .send(value): return send(value)
        case .skip: return .max(1)
        case let .fail(error): end(with: .failure(error))
        case let .sendAndFinish(value):
            _ = send(value)
            end(with: .finished)
        case .finish: end(with: .finished)
        }
        return .none
    }

    private func send(_ value: Downstream.Input) -> Subscribers.Demand {
        owed -= 1
        let more = downstream.receive(value)
        owed += more
        return more
    }

    /// Ends now: the upstream is cancelled and the subscriber told (`timeout`).
    func end(with completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return }
        ended = true
        upstream?.cancel()
        upstream = nil
        downstream.receive(completion: completion)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        defer { lock.unlock() }
        guard !ended else { return }
        ended = true
        upstream = nil
        let end = ending(completion)
        if end.last != nil, owed == .none {
            waitingEnd = end
            return
        }
        finish(end)
    }

    private func finish(_ end: Ending) {
        if let last = end.last { _ = send(last) }
        downstream.receive(completion: end.completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        owed += demand
        requested?(demand)
        if let end = waitingEnd, demand > 0 {
            waitingEnd = nil
            return finish(end)
        }
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        ended = true
        waitingEnd = nil
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
