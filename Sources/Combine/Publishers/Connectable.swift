import Foundation

/// A publisher that starts only when told to (`connect()`), or, with `autoconnect()`, when first subscribed to.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(self)
    }
}

extension Publishers {
    /// Connects its upstream when it gets its first subscriber, and disconnects when the last one goes.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(_ upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Each subscription holds this publisher, and so its connection, as Apple's does.
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                self.leave()
                return .init(last: nil, completion: completion)
            }) { .send($0) }.onCancel { self.leave() })
            let connects = lock.withLock {
                subscribers += 1
                return connection == nil
            }
            if connects {
                let connection = upstream.connect()
                lock.withLock { self.connection = connection }
            }
        }

        private func leave() {
            let ending: (any Cancellable)? = lock.withLock {
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ending?.cancel()
        }
    }
}
