import IMSimCore

/// Admission to one listener until each connection says hello (see `MessageChannel.start`): a
/// connection must say it within `deadlineMilliseconds`, at most `limit` may be waiting at once, and a
/// hello may announce at most `maximumHelloBytes`, so connections that say nothing cost little and go.
/// Runs on the loop's thread.
public final class HelloGate {
    /// A second: real peers say hello as soon as they connect.
    public static let defaultDeadlineMilliseconds: UInt64 = 1000
    /// Far below a frame's 1 MiB: a hello is a few dozen bytes.
    public static let maximumHelloBytes = 4096

    public let loop: EventLoop
    public let limit: Int
    public let deadlineMilliseconds: UInt64
    /// Closes each connection still waiting for its hello, by a key of the channel.
    private var waiting: [ObjectIdentifier: () -> Void] = [:]

    public init(loop: EventLoop, limit: Int, deadlineMilliseconds: UInt64 = HelloGate.defaultDeadlineMilliseconds) {
        self.loop = loop
        self.limit = limit
        self.deadlineMilliseconds = deadlineMilliseconds
    }

    /// Connections accepted that have not said hello yet.
    public var waitingCount: Int { waiting.count }

    /// Closes every connection that has not said hello, as when the listener closes.
    public func closeWaiting() {
        let closers = waiting.values
        waiting.removeAll()
        closers.forEach { $0() }
    }

    /// False when `limit` connections are already waiting.
    func admit(_ key: ObjectIdentifier, close: @escaping () -> Void) -> Bool {
        guard waiting.count < limit else { return false }
        waiting[key] = close
        return true
    }

    func release(_ key: ObjectIdentifier) {
        waiting[key] = nil
    }
}
