import Foundation
import IMSimCore
import os

/// The extension's trace while it handles a command: Messages' callbacks and the messages the app
/// logs, in the order they happen. Installed as the `os` module's sink for the whole process, so a
/// message logged from any thread is kept; the runtime drains it into each report.
final class TraceRecorder: Sendable {
    // Sendable: the only state is `events`, read and written only under `lock`.
    private let lock = NSLock()
    nonisolated(unsafe) private var events: [TraceEvent] = []

    /// Records every message logged through `Logger` or `os_log` in this process from now on.
    func captureLogs() {
        LogRouter.install { [self] record in
            append(.log(LogEntry(subsystem: record.subsystem, category: record.category, level: record.type.name,
                                 message: record.message)))
        }
    }

    func append(_ event: TraceEvent) {
        lock.withLock { events.append(event) }
    }

    var hasEvents: Bool { lock.withLock { !events.isEmpty } }

    /// Everything recorded since the last drain.
    func drain() -> [TraceEvent] {
        lock.withLock {
            defer { events = [] }
            return events
        }
    }
}
