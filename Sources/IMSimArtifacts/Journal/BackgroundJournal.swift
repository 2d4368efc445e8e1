import Dispatch
import Foundation
import IMSimCore

/// Writes a run's journal lines and folds its entries for the report on a thread of its own, in
/// the order given: encoding an entry as JSON and folding it cost a run as much as its own work for
/// the entry (a quarter of the live runner's loop, stop 38). Entries are handed over a batch at a
/// time (or when the run says, `handOver()`); `finish()` waits for all.
///
/// `append`, `handOver`, `waitUntilWritten`, `failure` and `finish` are called from one thread (the
/// run's); the file and the reading are touched only on the journal's queue.
package final class BackgroundJournal: @unchecked Sendable {
    /// Entries handed over at once.
    static let batchSize = 64
    private let queue = DispatchQueue(label: "imsim.journal")
    private let file: AppendOnlyFile?
    private var reading: JournalReading?
    private var pending: [JournalEntry] = []
    private let lock = NSLock()
    private var writeFailure: FileWriteError?
    private var written = 0

    /// Called on the journal's thread when a write fails (to wake the run).
    private let onFailure: (@Sendable () -> Void)?

    /// Writes to `file` unless nil; folds into `reading` unless nil.
    package init(file: AppendOnlyFile?, reading: JournalReading?, onFailure: (@Sendable () -> Void)? = nil) {
        self.file = file
        self.reading = reading
        self.onFailure = onFailure
    }

    /// Queues `entry` for the file and the reading.
    package func append(_ entry: JournalEntry) {
        pending.append(entry)
        if pending.count >= Self.batchSize { handOver() }
    }

    /// Hands what is queued to the journal's thread now (a quiet moment, the run's end).
    package func handOver() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        queue.async { [self] in
            guard failure == nil else { return }
            if let file {
                // One write for the batch, whole or undone.
                var lines: [UInt8] = []
                for entry in batch { lines.append(contentsOf: entry.jsonLine()) }
                do throws(FileWriteError) {
                    try file.append(lines)
                } catch {
                    lock.withLock { writeFailure = error }
                    // No reading of a journal that is not whole: its trace goes.
                    reading?.traceFile?.abandon()
                    reading = nil
                    file.close()
                    onFailure?()
                    return
                }
            }
            lock.withLock { written += batch.count }
            for entry in batch { reading?.take(entry) }
        }
    }

    /// Returns once every entry appended so far is in the file (for a reader of the file).
    package func waitUntilWritten() {
        handOver()
        queue.sync {}
    }

    /// How many entries the file holds (whole lines), from any thread.
    package var writtenEntries: Int {
        lock.withLock { written }
    }

    /// The first write that failed; nothing is written or read after it.
    package var failure: FileWriteError? {
        lock.withLock { writeFailure }
    }

    /// Writes what is left, closes the file and returns the reading of every entry (nil after a
    /// failed write, or without one).
    package func finish() -> JournalReading? {
        handOver()
        return queue.sync {
            file?.close()
            reading?.finish(trace: false)
            return reading
        }
    }
}
