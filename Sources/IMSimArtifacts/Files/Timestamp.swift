import Foundation
import IMSimModel

/// The wall-clock times a run writes (`startedAt`, artifact folder names), formatted by the C library.
/// Foundation's date formatters load ICU's calendars and patterns the first time, a few milliseconds
/// of every `imsim run` for two fixed formats.
package enum Timestamp {
    /// `2026-11-23T18:55:43Z`, ISO 8601 in UTC, as `ISO8601DateFormatter` writes it.
    package static func iso8601(_ date: Date = Date()) -> String {
        format(date, "%Y-%m-%dT%H:%M:%SZ", utc: true)
    }

    /// `20261123-185543`, local time: sorts as it reads, in a file name.
    static func compact(_ date: Date = Date()) -> String {
        format(date, "%Y%m%d-%H%M%S", utc: false)
    }

    private static func format(_ date: Date, _ pattern: String, utc: Bool) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        if utc { gmtime_r(&seconds, &parts) } else { localtime_r(&seconds, &parts) }
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, pattern, &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
