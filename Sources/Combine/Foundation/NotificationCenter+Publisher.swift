import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, or from anyone).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Sends each notification posted with its name, observing while subscribed.
    public struct Publisher: Combine.Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let notifications = PassthroughSubject<Notification, Never>()
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notifications.send($0) }
            let center = self.center
            notifications.receive(subscriber: ObservationEnd(subscriber) { center.removeObserver(observer) })
        }

        public static func == (lhs: Publisher, rhs: Publisher) -> Bool {
            lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
        }
    }
}

/// A subscriber passed through, whose subscription's cancel also stops observing.
private final class ObservationEnd<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private var upstream: (any Subscription)?
    private var stop: (() -> Void)?

    init(_ downstream: Downstream, stop: @escaping () -> Void) {
        self.downstream = downstream
        self.stop = stop
    }

    func receive(subscription: any Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        upstream?.cancel()
        upstream = nil
        stop?()
        stop = nil
    }
}
