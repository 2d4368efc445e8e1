import Foundation
import IMSimCore

/// One journal entry on one line, for `log`: who, then what.
enum JournalLine {
    static func describe(_ entry: JournalEntry) -> String {
        let what: String = switch entry.event {
        case let .phone(event): EventSummary.describe(event) ?? String(describing: event)
        case let .relay(event): "relay: \(event)"
        case let .client(event): "\(event)"
        case let .run(event): "\(event)"
        }
        return "#\(entry.index) \(entry.source): \(what)"
    }
}
