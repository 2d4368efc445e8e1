import Foundation

extension Publishers {
    /// Sends the values of both publishers as they come; finishes when both have.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joint = Joint<Output, Failure>(sides: 2, subscriber)
            subscriber.receive(subscription: joint)
            a.receive(subscriber: joint.side(0) { value, _ in value })
            b.receive(subscriber: joint.side(1) { value, _ in value })
        }
    }

    /// Once both have sent a value, sends the latest of each whenever either sends one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let joint = Joint<Output, Failure>(sides: 2, subscriber)
            let latest = LatestPair<A.Output, B.Output>()
            subscriber.receive(subscription: joint)
            a.receive(subscriber: joint.side(0) { value, lock in lock.withLock { latest.set(first: value) } })
            b.receive(subscriber: joint.side(1) { value, lock in lock.withLock { latest.set(second: value) } })
        }
    }
}

extension Publishers {
    /// Sends pairs: the first value of each, then the second of each, and so on; finishes when either does.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let queues = QueuedPair<A.Output, B.Output>()
            // A side that finished ends the zip once none of its values waits for a partner.
            let joint = Joint<Output, Failure>(sides: 2, endsWhen: { $0.contains { queues.isEmpty(side: $0) } }, subscriber)
            subscriber.receive(subscription: joint)
            a.receive(subscriber: joint.side(0) { value, lock in lock.withLock { queues.add(first: value) } })
            b.receive(subscriber: joint.side(1) { value, lock in lock.withLock { queues.add(second: value) } })
        }
    }

    /// Once all three have sent a value, sends the latest of each whenever one sends one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
        }
    }
}

extension Publishers {
    /// The values of three publishers as they come; finishes when all have.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Merge(Merge(a, b), c).receive(subscriber: subscriber)
        }
    }

    /// Triples: the first value of each, then the second of each, and so on.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            Zip(Zip(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where B.Output == Output, C.Output == Output, B.Failure == Failure, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
        where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c)
    }

    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

/// Both latest values, once each side has sent one.
private final class LatestPair<First, Second> {
    private var first: First?
    private var second: Second?

    func set(first value: First) -> (First, Second)? {
        first = value
        return second.map { (value, $0) }
    }

    func set(second value: Second) -> (First, Second)? {
        second = value
        return first.map { ($0, value) }
    }
}

/// Each side's values not yet paired.
private final class QueuedPair<First, Second> {
    private var firsts: [First] = []
    private var seconds: [Second] = []

    func add(first value: First) -> (First, Second)? {
        firsts.append(value)
        return pair()
    }

    func add(second value: Second) -> (First, Second)? {
        seconds.append(value)
        return pair()
    }

    func isEmpty(side: Int) -> Bool {
        side == 0 ? firsts.isEmpty : seconds.isEmpty
    }

    private func pair() -> (First, Second)? {
        guard !firsts.isEmpty, !seconds.isEmpty else { return nil }
        return (firsts.removeFirst(), seconds.removeFirst())
    }
}
