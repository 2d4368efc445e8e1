import Foundation

/// Logs a printf-style message (`%@`, `%d`, `%{public}s`, ...) with `args` to `log` at `type`.
/// Privacy annotations in braces are accepted and values shown in full.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    LogRouter.emit(LogRecord(subsystem: log.subsystem, category: log.category, type: type,
                             message: PrintfFormatter.format(message.description, args)))
}

/// Logs an interpolated message (`"\(count) items"`) to `log` at `type`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    Logger(log).log(level: type, message)
}
