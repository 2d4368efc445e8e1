extension Publishers {
    /// Sends the prefix's values, then, once it finishes, the suffix's.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
        where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var suffixStarted = false
            let succession = Succession(subscriber) { succession, completion in
                guard case .finished = completion, !suffixStarted else { return false }
                suffixStarted = true
                suffix.receive(subscriber: succession)
                return true
            }
            subscriber.receive(subscription: succession)
            prefix.receive(subscriber: succession)
        }
    }
}
