import Foundation
import IMSimCore
import IMSimModel

/// What the end of a run reads from its journal (the replay `imsim show` prints, the report's
/// timeline, the trace) in one pass, each line decoded once: decoding is most of their cost.
public struct JournalReading: Sendable {
    /// Where the trace goes: kept in memory (`trace`), written to its file as it is read (a long
    /// run's trace is most of what reading its journal would hold), or not made.
    public enum TraceOutput: Sendable {
        case inMemory
        case file(String)
        case none
    }

    /// Each phone with its newest history (`JournalHistory.kept` items at least): a page shows no
    /// more, and the end of a long run holds no more in memory. `imsim show` reads it whole.
    public private(set) var replay: JournalReplay
    public private(set) var timeline = ReportTimeline(historyLimit: JournalHistory.kept)
    /// The trace in memory; with a trace file, only what is not yet written.
    public private(set) var trace = ChromeTrace()
    /// The trace's file, written as the journal is read (`TraceOutput.file`); its `failure` says
    /// whether it was written whole.
    public let traceFile: ChromeTraceFile?
    private let makesTrace: Bool

    /// Reads `journal.jsonl` at `path`; the lines the replay refuses reach none of the three.
    /// `steps` false: the replay keeps no steps (the report takes them from the run's result in hand).
    public init(journalAt path: String, trace output: TraceOutput = .inMemory, steps: Bool = true) throws {
        self.init(trace: output, steps: steps)
        do {
            let batches = try JournalBatches(path: path)
            while let batch = batches.next() {
                for line in batch {
                    guard let entry = try replay.take(line) else { continue }
                    add(entry)
                }
            }
        } catch {
            traceFile?.abandon()
            throw error
        }
        finish()
    }

    /// An empty reading, to `take` a run's entries as it writes them.
    package init(trace output: TraceOutput = .inMemory, steps: Bool = true) {
        replay = JournalReplay(historyLimit: JournalHistory.kept, keepingSteps: steps)
        switch output {
        case .inMemory: (traceFile, makesTrace) = (nil, true)
        case let .file(path): (traceFile, makesTrace) = (ChromeTraceFile(path: path), true)
        case .none: (traceFile, makesTrace) = (nil, false)
        }
    }

    /// Takes an entry the run has just written to its journal.
    package mutating func take(_ entry: JournalEntry) {
        replay.take(entry)
        add(entry)
    }

    private mutating func add(_ entry: JournalEntry) {
        timeline.add(entry)
        guard makesTrace else { return }
        trace.add(entry)
        traceFile?.take(from: &trace)
    }

    /// Ends the reading: after the journal's last entry. A trace file is finished and closed; a
    /// trace in memory only with `trace` (else `ChromeTrace.json` finishes it when written).
    package mutating func finish(trace finishingTrace: Bool = true) {
        timeline.finish()
        if let traceFile {
            traceFile.finish(&trace)
        } else if finishingTrace, makesTrace {
            trace.finish()
        }
    }
}
