import Foundation
import IMSimModel
import Logging
import IMSimUV

/// Logs go to stderr; `IMSIM_LOG_LEVEL` (trace…critical) sets the level, warning by default.
enum LogSetup {
    static func bootstrap() {
        ProcessLifetime.lineBufferStandardOutput()
        // getenv, not ProcessInfo: the helper roles would pay for ProcessInfo's set-up just for this.
        let level = getenv("IMSIM_LOG_LEVEL").flatMap { Logger.Level(rawValue: String(cString: $0)) } ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
