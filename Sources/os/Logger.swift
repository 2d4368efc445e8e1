import Foundation

/// Apple's unified-logging front end (`import os` on iOS 14 and later). Each message goes to the
/// log sink: inside an extension run by imsim, the phone's trace, in order with Messages' callbacks;
/// elsewhere, standard error. Usable from any thread.
public struct Logger: Sendable {
    public let log: OSLog

    /// A logger filing messages under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger for an existing handle.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// A logger with no subsystem and no category.
    public init() {
        log = .default
    }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard log.isEnabled(type: level) else { return }
        LogRouter.emit(LogRecord(subsystem: log.subsystem, category: log.category, type: level,
                                 message: message.interpolation.rendered))
    }

    /// Debug-level: the finest detail (`.debug`).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// The default level (`.default`).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Error-level (`.error`).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Fault-level (`.fault`).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
