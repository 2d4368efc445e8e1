import IMSimCore

/// The last `limit` journal entries a console received, and how many it received in all, so memory
/// stays flat however long the run.
public struct RecentEntries: Equatable, Sendable {
    public let limit: Int
    public private(set) var entries: [JournalEntry] = []
    /// Entries received in all.
    public private(set) var count = 0

    public init(limit: Int) {
        self.limit = limit
    }

    public mutating func append(_ entry: JournalEntry) {
        if entries.count == limit { entries.removeFirst(limit / 2) }
        entries.append(entry)
        count += 1
    }

    /// The entries received after the first `index` (those still kept).
    public func entries(since index: Int) -> ArraySlice<JournalEntry> {
        let dropped = count - entries.count
        return entries[max(0, index - dropped)...]
    }
}
