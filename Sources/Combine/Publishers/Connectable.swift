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
        private var connecting = false
        private var subscribers = 0

        public init(_ upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Decided once under the lock: two first subscribers on two threads connect once.
            let connects = lock.withLock {
                subscribers += 1
                guard connection == nil, !connecting else { return false }
                connecting = true
                return true
            }
            // Each subscription holds this publisher, and so its connection, as Apple's does; it
            // leaves once, by its end or its cancel, whichever comes first.
            let membership = Membership { self.leave() }
            upstream.receive(subscriber: Relay(subscriber, ending: { completion in
                membership.leave()
                return .init(last: nil, completion: completion)
            }) { .send($0) }.onCancel { membership.leave() })
            guard connects else { return }
            let made = upstream.connect()
            let stale: (any Cancellable)? = lock.withLock {
                connecting = false
                // Everyone left while it connected: nobody needs it.
                guard subscribers > 0 else { return made }
                connection = made
                return nil
            }
            stale?.cancel()
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

/// One subscriber's place among an autoconnect's: given up once.
private final class Membership: @unchecked Sendable {
    private let lock = NSLock()
    private var onLeave: (() -> Void)?

    init(onLeave: @escaping () -> Void) {
        self.onLeave = onLeave
    }

    func leave() {
        let onLeave: (() -> Void)? = lock.withLock {
            defer { self.onLeave = nil }
            return self.onLeave
        }
        onLeave?()
    }
}
