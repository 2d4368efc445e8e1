import Foundation
import IMSimUV

/// Wakes the run's loop from the journal's thread when a line could not be written, until disarmed:
/// once the handle is closed, a late failure wakes nothing.
final class JournalAlarm: @unchecked Sendable {
    private let lock = NSLock()
    private var handle: AsyncHandle?

    init(_ handle: AsyncHandle) { self.handle = handle }

    /// From any thread.
    func ring() {
        lock.withLock { handle?.send() }
    }

    /// On the loop's thread, before the handle is closed.
    func disarm() {
        lock.withLock { handle = nil }
    }
}
