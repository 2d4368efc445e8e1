import Foundation

/// A subject's subscribers, each with what it has asked for; and how the subject ended, which a
/// later subscriber is told at once.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    /// Whether a subscriber that has not asked keeps the latest value for when it asks (CurrentValueSubject).
    private let holdsLatest: Bool

    init(holdsLatest: Bool) {
        self.holdsLatest = holdsLatest
    }

    var isFinished: Bool { lock.withLock { completion != nil } }

    func add<S: Subscriber>(_ subscriber: S, current: Output?) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(subscriber, holdsLatest: holdsLatest, held: current)
        let ended: Subscribers.Completion<Failure>? = lock.withLock {
            if completion == nil { conduits.append(conduit) }
            return completion
        }
        // A subject that has finished gives a new subscriber only its completion.
        if ended != nil { conduit.dropHeld() }
        conduit.onCancel = { [weak self, unowned conduit] in self?.remove(conduit) }
        subscriber.receive(subscription: conduit)
        if let ended { conduit.finish(ended) }
    }

    func send(_ value: Output) {
        for conduit in lock.withLock({ conduits }) { conduit.offer(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let finishing: [SubjectConduit<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in finishing { conduit.finish(completion) }
    }

    private func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }
}

/// One subscriber of a subject: what it has asked for, and a value held until it asks. The
/// subscriber is called by one thread at a time (a value sent from within its own value waits for
/// nothing: the lock is the same thread's).
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let delivery = NSRecursiveLock()
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var demand = Subscribers.Demand.none
    private var held: Output?
    private let holdsLatest: Bool
    var onCancel: (() -> Void)?

    init<S: Subscriber>(_ subscriber: S, holdsLatest: Bool, held: Output?) where S.Input == Output, S.Failure == Failure {
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
        self.holdsLatest = holdsLatest
        self.held = held
    }

    func request(_ more: Subscribers.Demand) {
        let value: Output? = lock.withLock {
            demand += more
            guard let value = held, demand > 0 else { return nil }
            held = nil
            demand -= 1
            return value
        }
        if let value { deliver(value) }
    }

    func offer(_ value: Output) {
        let asked: Bool = lock.withLock {
            guard receiveValue != nil else { return false }
            guard demand > 0 else {
                if holdsLatest { held = value }
                return false
            }
            demand -= 1
            return true
        }
        if asked { deliver(value) }
    }

    func dropHeld() {
        lock.withLock { held = nil }
    }

    private func deliver(_ value: Output) {
        delivery.withLock {
            guard let receive = lock.withLock({ receiveValue }) else { return }
            let more = receive(value)
            if more > 0 { lock.withLock { demand += more } }
        }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        delivery.withLock {
            let receive: ((Subscribers.Completion<Failure>) -> Void)? = lock.withLock {
                defer { end() }
                return receiveCompletion
            }
            receive?(completion)
        }
    }

    func cancel() {
        lock.withLock { end() }
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    /// Lets the subscriber go; under the lock.
    private func end() {
        receiveValue = nil
        receiveCompletion = nil
        held = nil
    }
}
