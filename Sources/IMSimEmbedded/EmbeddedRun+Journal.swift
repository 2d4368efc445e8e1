import Foundation
import IMSimCore
import IMSimModel

extension EmbeddedRun {
    /// Journals what the run itself did.
    func record(_ event: RunEvent) {
        append(source: "run", nil, .run(event))
    }

    /// Gives an entry its place in the journal and queues it for `journal.jsonl`; the step engine gets
    /// it at the next feed. `sequence` nil: the run numbers it for its source.
    func append(source: String, _ sequence: Int?, _ event: JournalEvent, time: UInt64? = nil) {
        let sequence = sequence ?? nextSequence(source)
        let entry = JournalEntry(index: journalCount, source: source, sequence: sequence, time: time ?? now, event: event)
        journalCount += 1
        unfed.append(entry)
        attached?.unfed.append(entry)
        guard let journal else { return }
        if let failure = journal.failure {
            self.journal = nil
            return finish("\(failure)", isFailure: true)
        }
        journal.append(entry)
    }

    private func nextSequence(_ source: String) -> Int {
        let next = (sequences[source] ?? 0) + 1
        sequences[source] = next
        return next
    }

    /// A line a phone's extension printed: kept in the file of its launch, echoed when asked.
    public func extensionPrinted(_ participant: String, launch: Int, _ line: String) {
        try? logs.appendLine(line, to: configuration.artifacts.extensionLog(participant, launch: launch))
        if configuration.echoOutput {
            try? FileHandle.standardError.write(contentsOf: Data("[\(participant) extension \(launch)] \(line)\n".utf8))
        }
    }

    /// Journals each delivery as dropped.
    func recordDropped(_ deliveries: [Quiescence.Delivery], reason: String) {
        for delivery in deliveries {
            record(.dropped(messageID: delivery.messageID, from: delivery.sender, to: delivery.recipient, reason: reason))
        }
    }
}
