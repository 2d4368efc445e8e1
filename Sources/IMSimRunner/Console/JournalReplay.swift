import Foundation
import IMSimCore

/// A finished run read back from its journal: who took part, each phone as it ended, the steps and
/// the outcome. What `imsim show` prints; nothing runs.
public struct JournalReplay: Sendable {
    public struct Step: Sendable {
        public var text: String
        public var location: String
        public var failure: String?
        public var milliseconds: Double?
    }

    public private(set) var info: RunInfo?
    public private(set) var phones: [String: PhoneState] = [:]
    public private(set) var steps: [Step] = []
    public private(set) var outcome: String?
    public private(set) var endReason: String?
    /// Lines that are not journal entries: their numbers (from 1).
    public private(set) var unreadableLines: [Int] = []

    /// Reads `journal.jsonl` at `path`.
    public init(journalAt path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let decoder = JSONDecoder()
        for (number, line) in text.split(separator: "\n").enumerated() {
            guard let entry = try? decoder.decode(JournalEntry.self, from: Data(line.utf8)) else {
                unreadableLines.append(number + 1)
                continue
            }
            if case let .run(.started(info)) = entry.event, info.journalVersion != RunInfo.journalVersion {
                throw VersionMismatch(found: info.journalVersion)
            }
            apply(entry)
        }
    }

    /// A journal another version of imsim wrote, whose events this one would misread.
    public struct VersionMismatch: LocalizedError, Equatable {
        public let found: Int
        public var errorDescription: String? {
            "it is a version \(found) journal; this imsim reads version \(RunInfo.journalVersion) (docs/JOURNAL.md)"
        }
    }

    private mutating func apply(_ entry: JournalEntry) {
        switch entry.event {
        case let .run(.started(info)):
            self.info = info
            for name in info.cast { phones[name] = PhoneState(name: name, run: info) }
        case let .run(.ended(reason)):
            endReason = reason
        case let .phone(event):
            phones[entry.source, default: PhoneState(name: entry.source)].apply(event)
        case let .client(.stepStarted(_, step, location)):
            steps.append(Step(text: step, location: location))
        case let .client(.stepFinished(_, failure, milliseconds)):
            guard !steps.isEmpty else { return }
            steps[steps.count - 1].failure = failure
            steps[steps.count - 1].milliseconds = milliseconds
        case let .client(.scenarioFinished(outcome, _)):
            self.outcome = outcome
        default:
            break
        }
    }

    /// For a person: the run, its steps, its outcome, then each phone.
    public var text: String {
        var lines: [String] = []
        if let info {
            lines.append("run \(info.name): \(info.scenarioFile ?? "no scenario"), app \(info.app), cast \(info.cast.joined(separator: ", ")), "
                + "seed \(info.seed), started \(info.startedAt)")
        }
        for step in steps {
            let mark = step.milliseconds == nil ? "…" : step.failure == nil ? "✓" : "✗"
            lines.append("  \(mark) \(step.text)" + (step.milliseconds.map { "  (\(Int($0.rounded())) ms)" } ?? ""))
            if let failure = step.failure {
                lines.append(contentsOf: failure.split(separator: "\n").map { "      " + $0 })
            }
        }
        lines.append("outcome: \(outcome ?? "no scenario finished")" + (endReason.map { "; the run ended: \($0)" } ?? ""))
        for name in info?.cast ?? phones.keys.sorted() {
            guard let phone = phones[name] else { continue }
            lines.append("")
            lines.append(contentsOf: PhoneReport.lines(name, phone.snapshot))
        }
        if !unreadableLines.isEmpty {
            lines.append("")
            lines.append("unreadable journal lines: " + unreadableLines.map(String.init).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
