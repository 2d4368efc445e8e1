import Foundation
import IMSimCore
import IMSimModel

/// A finished run read back from its journal: who took part, each phone as it ended, the steps and
/// the outcome. What `imsim show` prints; nothing runs.
public struct JournalReplay: Sendable {
    public struct Step: Sendable {
        public var text: String
        public var location: String
        public var failure: String?
        public var milliseconds: Double?
        /// The bubbles with a picture or file that appeared during the step, as `PhoneReport` writes them.
        public var pictures: [String] = []
    }

    public private(set) var info: RunInfo?
    private var fold: JournalFold
    public var phones: [String: PhoneState] { fold.phones }
    public private(set) var steps: [Step] = []
    private var keepsSteps = true
    public private(set) var outcome: String?
    public private(set) var endReason: String?
    /// Lines that are not journal entries, or entries refused: the first `keptProblems` of them.
    public private(set) var unreadable: [UnreadableLine] = []
    /// How many lines were unreadable in all.
    public private(set) var unreadableCount = 0
    static let keptProblems = 100
    /// The longest step time shown as such, in milliseconds (about 30 years); longer ones are refused.
    static let longestStepMilliseconds = 1e12

    /// A line `imsim show` could not use, and why.
    public struct UnreadableLine: Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// Reads `journal.jsonl` at `path` line by line; a line that is no entry is reported and skipped.
    /// `historyLimit`: each phone keeps its newest history only (`PhoneState.historyLimit`).
    public init(journalAt path: String, historyLimit: Int? = nil) throws {
        fold = JournalFold(admitsStrangers: true, historyLimit: historyLimit)
        let batches = try JournalBatches(path: path)
        while let batch = batches.next() {
            for line in batch { _ = try take(line) }
        }
    }

    /// `keepingSteps` false: `steps` stays empty (a report made with the run's result in hand takes
    /// its steps from there).
    init(historyLimit: Int? = nil, keepingSteps: Bool = true) {
        fold = JournalFold(admitsStrangers: true, historyLimit: historyLimit)
        keepsSteps = keepingSteps
    }

    /// Takes an entry a run wrote (and so neither checks nor refuses it).
    mutating func take(_ entry: JournalEntry) {
        apply(entry)
    }

    /// A line of a journal decoded on its own, before the replay takes it in the journal's order.
    enum DecodedLine: Sendable {
        case empty
        case entry(JournalEntry, line: Int)
        case refused(line: Int, reason: String)
    }

    /// Decodes one line, on any thread: its entry, or why it is none.
    static func decode(_ line: JournalLineReader.Line, maximumLineBytes: Int, decoder: JSONDecoder) -> DecodedLine {
        switch line {
        case let .tooLong(number, bytes):
            return .refused(line: number, reason: "\(bytes) bytes long; a journal line is at most \(maximumLineBytes)")
        case let .text(bytes, number):
            if bytes.isEmpty { return .empty }
            guard let entry = try? decoder.decode(JournalEntry.self, from: Data(bytes)) else {
                return .refused(line: number, reason: String(bytes: bytes, encoding: .utf8) == nil ? "not UTF-8 text" : "not a journal entry")
            }
            return .entry(entry, line: number)
        }
    }

    /// Takes one line of a journal: the entry it holds when it is one this replay accepted, else nil
    /// (the line is counted as unreadable, unless empty).
    mutating func read(_ line: JournalLineReader.Line, maximumLineBytes: Int, decoder: JSONDecoder) throws -> JournalEntry? {
        try take(Self.decode(line, maximumLineBytes: maximumLineBytes, decoder: decoder))
    }

    /// Takes a decoded line, in the journal's order: its entry when this replay accepts it, else nil.
    mutating func take(_ decoded: DecodedLine) throws -> JournalEntry? {
        switch decoded {
        case .empty:
            return nil
        case let .refused(number, reason):
            refuse(number, reason)
            return nil
        case let .entry(entry, number):
            if case let .run(.started(info)) = entry.event, info.journalVersion != RunInfo.journalVersion {
                throw VersionMismatch(found: info.journalVersion)
            }
            if let problem = Self.problem(entry) {
                refuse(number, problem)
                return nil
            }
            apply(entry)
            return entry
        }
    }

    private mutating func refuse(_ line: Int, _ reason: String) {
        unreadableCount += 1
        if unreadable.count < Self.keptProblems { unreadable.append(UnreadableLine(line: line, reason: reason)) }
    }

    /// What makes an entry that decodes unusable: numbers no run writes.
    static func problem(_ entry: JournalEntry) -> String? {
        if case let .client(.stepFinished(_, _, milliseconds)) = entry.event,
           !(0...longestStepMilliseconds).contains(milliseconds) {
            return "a step of \(milliseconds) ms"
        }
        return nil
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
            fold.apply(entry)
        case let .run(.ended(reason)):
            endReason = reason
        case let .phone(event):
            fold.apply(entry)
            notePicture(of: event, on: entry.source)
        case let .client(.stepStarted(_, step, location)) where keepsSteps:
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

    /// A bubble with a picture or file, appended on its sender's phone, is listed under the step under way.
    private mutating func notePicture(of event: PhoneEvent, on phone: String) {
        guard case let .appended(_, item) = event, item.senderName == phone, !steps.isEmpty else { return }
        let described = PhoneReport.describe(item)
        if described.contains(", picture ") { steps[steps.count - 1].pictures.append(described) }
    }

    /// For a person: the run, its steps, its outcome, then each phone.
    public var text: String {
        var lines: [String] = []
        if let info {
            lines.append("run \(TerminalText.escaped(info.name)): \(TerminalText.escaped(info.scenarioFile ?? "no scenario")), app \(info.app), cast \(info.cast.joined(separator: ", ")), "
                + "seed \(info.seed)\(info.transport == .embedded ? ", embedded" : ""), started \(info.startedAt)")
        }
        for step in steps {
            let mark = step.milliseconds == nil ? "…" : step.failure == nil ? "✓" : "✗"
            lines.append("  \(mark) \(step.text)" + (step.milliseconds.map { "  (\(Int($0.rounded())) ms)" } ?? ""))
            lines.append(contentsOf: step.pictures.map { "      sent " + $0 })
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
        if unreadableCount > 0 {
            lines.append("")
            lines.append("\(unreadableCount) journal lines skipped:")
            lines.append(contentsOf: unreadable.map { "  \($0)" })
            if unreadableCount > unreadable.count { lines.append("  and \(unreadableCount - unreadable.count) more") }
        }
        return lines.joined(separator: "\n")
    }
}
