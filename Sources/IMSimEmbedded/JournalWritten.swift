import Foundation
import IMSimArtifacts

/// The embedded run's journal, for a step engine that reads a phone back from its file: its entries
/// are written on a thread of their own, so the reader waits for them first.
final class JournalWritten: @unchecked Sendable {
    private let lock = NSLock()
    private var current: BackgroundJournal?

    var journal: BackgroundJournal? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    /// Returns once every entry handed to the journal is in its file.
    func wait() {
        journal?.waitUntilWritten()
    }
}
