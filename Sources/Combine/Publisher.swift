import Foundation

/// Something that sends values, then perhaps a completion, to each subscriber that asks for them.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`, which is given a subscription through which it asks for values.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (Apple's spelling for callers; `receive(subscriber:)` is for publishers).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Attaches a subject, which then sends on what this publisher sends.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
}

/// What receives a publisher's values: first a subscription, then at most as many values as it
/// asked for, then perhaps a completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: any Subscription)
    /// Returns how many more values it wants, beyond those it asked for already.
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A subscriber's link to its publisher: how it asks for values, and stops.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// A name that tells subscribers and subscriptions apart.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0
    private static let lock = NSLock()

    public init() {
        value = Self.lock.withLock {
            Self.next += 1
            return Self.next
        }
    }

    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    public var description: String { "0x" + String(value, radix: 16) }
}

/// Namespaces, as Apple's Combine has them.
public enum Publishers {}
public enum Subscribers {}
public enum Subscriptions {}

extension Subscriptions {
    /// A subscription that does nothing: for a publisher that completes at once.
    public static var empty: any Subscription { EmptySubscription() }
}

struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
