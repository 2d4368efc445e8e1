import Foundation
import IMSimUV

/// Wakes the run's loop from the journal's thread when a line could not be written (libuv's
/// `uv_async_t`). Closed on the loop's thread; a failure after that wakes nothing.
final class JournalAlarm: @unchecked Sendable {
    private let lock = NSLock()
    private var handle: AsyncHandle?

    /// `action` runs on the loop's thread after one or more rings.
    init(loop: EventLoop, action: @escaping () -> Void) {
        handle = AsyncHandle(loop: loop, action: action)
    }

    /// From any thread.
    func ring() {
        lock.withLock { handle?.send() }
    }

    /// On the loop's thread.
    func close() {
        let closing = lock.withLock {
            defer { handle = nil }
            return handle
        }
        closing?.close()
    }
}
