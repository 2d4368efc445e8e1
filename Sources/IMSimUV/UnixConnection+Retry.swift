import CIMSimLibUV
import IMSimCore

extension UnixConnection {
    /// How a connection that cannot be made at once is tried again: after `firstDelay` milliseconds,
    /// doubling up to `longestDelay`, until `giveUpAfter` milliseconds have passed since the first try.
    public struct RetryPolicy: Sendable {
        public var firstDelay: UInt64
        public var longestDelay: UInt64
        public var giveUpAfter: UInt64

        public init(firstDelay: UInt64 = 2, longestDelay: UInt64 = 200, giveUpAfter: UInt64 = 60_000) {
            self.firstDelay = firstDelay
            self.longestDelay = longestDelay
            self.giveUpAfter = giveUpAfter
        }

        /// A listener whose backlog is full answers `EAGAIN`; one not yet listening `ECONNREFUSED`
        /// or `ENOENT`. Anything else will not get better by waiting.
        static func isTransient(_ error: UVError) -> Bool {
            [UV_EAGAIN, UV_ECONNREFUSED, UV_ENOENT].contains { Int32($0.rawValue) == error.code }
        }
    }

    /// Connects to the socket at `path` like `connect(loop:path:completion:)`, but a listener that is
    /// busy or not there yet is tried again with back-off. `completion` gets the connection or the
    /// last error. Runs on the loop's thread.
    public static func connect(loop: EventLoop, path: String, retrying policy: RetryPolicy,
                               completion: @escaping (Result<UnixConnection, UVError>) -> Void) {
        let started = EventLoop.monotonicNanoseconds
        func attempt(delay: UInt64) {
            connect(loop: loop, path: path) { result in
                guard case let .failure(error) = result, RetryPolicy.isTransient(error),
                      (EventLoop.monotonicNanoseconds - started) / 1_000_000 + delay < TimeoutScale.milliseconds(policy.giveUpAfter) else {
                    return completion(result)
                }
                let timer = LoopTimer(loop: loop)
                timer.start(after: delay) {
                    timer.close()
                    attempt(delay: min(delay * 2, policy.longestDelay))
                }
            }
        }
        attempt(delay: max(policy.firstDelay, 1))
    }
}
