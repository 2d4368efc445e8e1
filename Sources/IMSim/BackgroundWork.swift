import Dispatch
import Foundation

/// Work started on another thread now and waited for later; `wait()` throws what it threw.
final class BackgroundWork: @unchecked Sendable {
    private let done = DispatchGroup()
    private let lock = NSLock()
    private var failure: (any Error)?

    init(_ work: @escaping @Sendable () throws -> Void) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            do {
                try work()
            } catch {
                lock.withLock { failure = error }
            }
            done.leave()
        }
    }

    func wait() throws {
        done.wait()
        if let failure = lock.withLock({ failure }) { throw failure }
    }
}
