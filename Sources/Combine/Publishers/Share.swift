import Foundation

extension Publishers {
    /// One subscription to the upstream shared by every subscriber: made when the first subscribes,
    /// ended when the last goes (as `multicast(subject: PassthroughSubject()).autoconnect()`).
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = Multicast(upstream: upstream, subject: PassthroughSubject()).autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            shared.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// Sends the upstream's values through a subject, to all its subscribers, once connected.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
        where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let subject: SubjectType

        public init(upstream: Upstream, subject: SubjectType) {
            self.upstream = upstream
            self.subject = subject
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }
}

extension Publisher {
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }

    public func multicast<S: Subject>(_ createSubject: () -> S) -> Publishers.Multicast<Self, S>
        where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, subject: createSubject())
    }

    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, subject: subject)
    }
}
