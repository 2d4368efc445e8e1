import Foundation
import IMSimCore
import IMSimModel

/// A phone read back whole from a run's journal file, for a step engine that keeps only the newest
/// part of each phone's history (`PhoneHistory`) when an expectation reads the rest.
public enum JournalHistory {
    /// Transcript items, callbacks and log lines a player keeps of each phone, at least: a long run's
    /// memory stays flat past it, and a shorter one is never read back.
    public static let kept = 1000

    /// `PhoneHistory` reading the run's `journal.jsonl`; `beforeReading` makes sure what the engine
    /// took is in the file (both runs write it on a thread of their own).
    public static func reader(kept: Int = kept, beforeReading: @escaping @Sendable () -> Void = {}) -> PhoneHistory {
        PhoneHistory(kept: kept) { participant, entries, artifacts in
            beforeReading()
            return phone(participant, entries: entries, journalAt: Artifacts(path: artifacts).journal)
        }
    }

    /// `participant`'s phone as the first `entries` lines of the journal at `path` show it; nil when
    /// the file cannot be read, or one of its lines that can change the phone cannot be decoded. Only the lines that can change it are decoded (the run's start, the
    /// phone's events other than those a phone's state ignores), on every core, in the file's order.
    public static func phone(_ participant: String, entries: Int, journalAt path: String) -> PhoneState? {
        guard let reader = try? JournalLineReader(path: path) else { return nil }
        var source = Array(#""source":"#.utf8)
        WireValue.string(participant).writeJSON(into: &source)
        var candidates: [[UInt8]] = []
        var read = 0
        while read < entries, let line = reader.next() {
            read += 1
            guard case let .text(bytes, _) = line, mayChangeAPhone(bytes), bytes.firstRange(of: source) != nil || bytes.starts(with: runStarted) else { continue }
            candidates.append(bytes)
        }
        let lines = candidates
        let decoded = ConcurrentSlots<JournalEntry>(count: lines.count)
        let slices = min(ProcessInfo.processInfo.activeProcessorCount, max(1, lines.count / 256))
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let decoder = JSONDecoder()
            for index in stride(from: slice, to: lines.count, by: slices) {
                decoded.put(try? decoder.decode(JournalEntry.self, from: Data(lines[index])), at: index)
            }
        }
        var fold = JournalFold(cast: [participant], admitsStrangers: false)
        for entry in decoded.values {
            // A line the file cannot give back (a number JSON cannot hold): not the phone whole.
            guard let entry else { return nil }
            fold.apply(entry)
        }
        return fold[participant]
    }

    /// A line starts with its event (keys are sorted): the run's start, or a phone's event of a kind
    /// that changes what the phone shows.
    private static func mayChangeAPhone(_ line: [UInt8]) -> Bool {
        if line.starts(with: runStarted) { return true }
        guard line.starts(with: phonePrefix) else { return false }
        let kind = line[phonePrefix.count...].prefix { $0 != UInt8(ascii: "\"") }
        return !ignoredPhoneEvents.contains(Array(kind))
    }

    private static let runStarted = Array(#"{"event":{"run":{"started""#.utf8)
    private static let phonePrefix = Array(#"{"event":{"phone":{""#.utf8)
    /// What `PhoneState.apply` passes over.
    private static let ignoredPhoneEvents: Set<[UInt8]> = Set(["commandStarted", "commandFinished", "extensionRequested", "sent", "delivered",
                                                               "received", "dropped", "read", "kept", "extensionUsage"].map { Array($0.utf8) })
}
