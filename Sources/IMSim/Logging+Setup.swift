import Foundation
import Logging
import IMSimUV

/// Logs go to stderr; `IMSIM_LOG_LEVEL` (trace…critical) sets the level, warning by default.
enum LogSetup {
    static func bootstrap() {
        ProcessLifetime.lineBufferStandardOutput()
        let level = ProcessInfo.processInfo.environment["IMSIM_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
