import Foundation
import IMSimCore
import IMSimModel

/// What the end of a run reads from its journal (the replay `imsim show` prints, the report's
/// timeline, the trace) in one pass, each line decoded once: decoding is most of their cost.
public struct JournalReading: Sendable {
    /// Each phone with its newest history (`JournalHistory.kept` items at least): a page shows no
    /// more, and the end of a long run holds no more in memory. `imsim show` reads it whole.
    public private(set) var replay = JournalReplay(historyLimit: JournalHistory.kept)
    public private(set) var timeline = ReportTimeline()
    public private(set) var trace = ChromeTrace()

    /// Reads `journal.jsonl` at `path`; the lines the replay refuses reach none of the three.
    public init(journalAt path: String) throws {
        let batches = try JournalBatches(path: path)
        while let batch = batches.next() {
            for line in batch {
                guard let entry = try replay.take(line) else { continue }
                timeline.add(entry)
                trace.add(entry)
            }
        }
        finish()
    }

    /// An empty reading, to `take` a run's entries as it writes them.
    package init() {}

    /// Takes an entry the run has just written to its journal.
    package mutating func take(_ entry: JournalEntry) {
        replay.take(entry)
        timeline.add(entry)
        trace.add(entry)
    }

    /// Ends the reading: after the journal's last entry. Without `trace`, the trace is finished when
    /// written (`ChromeTrace.json`), on whichever core writes it.
    package mutating func finish(trace finishingTrace: Bool = true) {
        timeline.finish()
        if finishingTrace { trace.finish() }
    }
}
