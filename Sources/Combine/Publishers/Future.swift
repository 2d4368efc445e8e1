import Foundation

/// Runs its closure once, at once, and sends the one result it promises to every subscriber.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let waiting: [(Result<Output, Failure>) -> Void] = lock.withLock {
            guard self.result == nil else { return [] }
            self.result = result
            defer { self.waiting = [] }
            return self.waiting
        }
        for deliver in waiting { deliver(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(subscriber)
        subscriber.receive(subscription: subscription)
        let known: Result<Output, Failure>? = lock.withLock {
            if result == nil { waiting.append(subscription.deliver) }
            return result
        }
        if let known { subscription.deliver(known) }
    }
}

/// One subscriber of a future: the result goes once it is asked for.
private final class FutureSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: ((Result<Output, Failure>) -> Void)?
    private var asked = false
    private var result: Result<Output, Failure>?

    init<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = { result in
            switch result {
            case let .success(value):
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
            case let .failure(error):
                subscriber.receive(completion: .failure(error))
            }
        }
    }

    func deliver(_ result: Result<Output, Failure>) {
        lock.withLock { self.result = result }
        sendIfDue()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { asked = true }
        sendIfDue()
    }

    private func sendIfDue() {
        let due: (((Result<Output, Failure>) -> Void), Result<Output, Failure>)? = lock.withLock {
            guard asked, let result, let subscriber else { return nil }
            self.subscriber = nil
            return (subscriber, result)
        }
        if let (send, result) = due { send(result) }
    }

    func cancel() {
        lock.withLock { subscriber = nil }
    }
}
