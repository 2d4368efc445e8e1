import Foundation

/// One logged message, as the sink receives it.
package struct LogRecord: Equatable, Sendable {
    package var subsystem: String
    package var category: String
    package var type: OSLogType
    package var message: String

    package init(subsystem: String, category: String, type: OSLogType, message: String) {
        self.subsystem = subsystem
        self.category = category
        self.type = type
        self.message = message
    }

    /// `subsystem [category] level: message`, as written to standard error.
    package var line: String {
        let origin = [subsystem, category.isEmpty ? "" : "[\(category)]"].filter { !$0.isEmpty }.joined(separator: " ")
        return (origin.isEmpty ? "" : origin + " ") + "\(type.name): \(message)"
    }
}

/// Where every logged message goes: the sink installed by the process that runs the app (imsim's
/// extension runtime installs one that records into the phone's trace), or standard error when none
/// is. Safe from any thread.
package enum LogRouter {
    private static let lock = NSLock()
    // Guarded by `lock`: read and written only inside `lock.withLock`.
    nonisolated(unsafe) private static var sink: (@Sendable (LogRecord) -> Void)?

    /// Sends every message from now on to `sink`; nil restores standard error.
    package static func install(_ sink: (@Sendable (LogRecord) -> Void)?) {
        lock.withLock { self.sink = sink }
    }

    static func emit(_ record: LogRecord) {
        if let sink = lock.withLock({ sink }) {
            sink(record)
        } else {
            try? FileHandle.standardError.write(contentsOf: Data((record.line + "\n").utf8))
        }
    }
}
