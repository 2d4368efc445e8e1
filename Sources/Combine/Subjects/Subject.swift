import Foundation

/// A publisher that code can send values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    /// Given the subscription of a publisher this subject subscribed to: it asks for everything.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() {
        send(())
    }
}

/// Sends each value it is given to the subscribers that have asked for one (a subscriber that has
/// not asked misses it).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>(holdsLatest: false)

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber, current: nil)
    }
}

/// Holds a value: a new subscriber gets it first, then each one sent or set.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>(holdsLatest: true)
    private let lock = NSLock()
    private var current: Output

    public init(_ value: Output) {
        current = value
    }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Sets the value and sends it; nothing once the subject has finished.
    public func send(_ value: Output) {
        guard !subscribers.isFinished else { return }
        lock.withLock { current = value }
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber, current: value)
    }
}
