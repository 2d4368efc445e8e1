import Foundation
import IMSimCore
import IMSimScenario

/// A console attached to one participant's phone of a running run, as pure rules: lines typed and
/// what the run reports go in, what to send, print and wait for comes out. One line is handled at a
/// time: an action ends when the phone has finished it and the cast is quiet; an `expect` ends when
/// it holds at a quiet moment or its time runs out.
public struct ConsoleSession: Sendable {
    public enum Input: Equatable, Sendable {
        case welcome(RunInfo)
        case entries([JournalEntry])
        case quiet
        case performed(request: Int, failure: String?)
        case line(String)
        /// The time of the `expect` numbered `id` ran out.
        case deadline(id: Int)
        case ended(reason: String)
        /// The connection to the run closed without the run saying it ended.
        case disconnected(reason: String)
    }

    public enum Action: Equatable, Sendable {
        case send(ClientToRun)
        /// What the line did, for a person or (with `--json`) a program.
        case report(ConsoleReport)
        /// Plain text: help, the phone's state, the journal.
        case show(String)
        case startDeadline(id: Int, after: Duration)
        case stopDeadline
        /// Write a recorded scenario (over a regular file only when `replacing`; see `RecordingFile`).
        case write(path: String, contents: String, replacing: Bool)
        /// Ready for the next line.
        case prompt
        /// What happened on other phones between lines.
        case notice([String])
        case exit(status: Int32)
        /// The run is gone: exit with `status`, or wait for it to come back.
        case runEnded(status: Int32)
    }

    private enum Pending: Equatable, Sendable {
        case performing(input: String, request: Int, performed: Bool, failure: String?, since: Int, started: UInt64)
        case expecting(input: String, step: ScenarioStep, id: Int, since: Int, started: UInt64)
    }

    public let options: ConsoleOptions
    public private(set) var participant: String
    public private(set) var runInfo: RunInfo?
    /// Each phone as the journal shows it.
    private var fold = JournalFold(admitsStrangers: true)
    /// Each phone as the entries so far show it.
    public var phones: [String: PhoneState] { fold.phones }
    /// The last entries, for `log` and for what a line changed.
    public private(set) var recent = RecentEntries(limit: 2_000)
    /// The steps done so far, as a scenario writes them (for `--record`).
    public private(set) var recorded: [String] = []
    /// Where `record stop` (or detaching) writes the recording; nil: not recording.
    public private(set) var recording: String?
    /// Whether the recording may replace a regular file at `recording` (`record --replace FILE`).
    public private(set) var replacesRecording = false
    public private(set) var failures = 0
    private var pending: Pending?
    private var isQuiet = false
    private var nextRequest = 1
    private var nextDeadline = 1
    private var ended = false

    public init(participant: String, options: ConsoleOptions) {
        self.participant = participant
        self.options = options
    }

    public mutating func handle(_ input: Input, now: UInt64) -> [Action] {
        var actions: [Action] = []
        switch input {
        case let .welcome(info):
            runInfo = info
            fold.start(info)
            guard info.cast.contains(participant) else {
                actions.append(.show("\(participant) is not in the run \(TerminalText.escaped(info.name)); its cast: \(info.cast.joined(separator: ", "))"))
                actions.append(.exit(status: 2))
                return actions
            }
            actions.append(.send(.subscribe(from: 0)))
            actions.append(.send(.annotate(.attached(participant: participant))))
        case let .entries(entries):
            isQuiet = false
            let since = recent.count
            for entry in entries {
                recent.append(entry)
                fold.apply(entry)
            }
            // What other phones do while nothing typed is under way: one-line notices.
            if pending == nil, hasPrompted {
                let others = recent.entries(since: since).filter { $0.source != participant }
                let notices = EventSummary.lines(others, participant: participant)
                if !notices.isEmpty { actions.append(.notice(notices)) }
            }
        case .quiet:
            let wasQuiet = isQuiet
            isQuiet = true
            if runInfo != nil, pending == nil, !wasQuiet, !hasPrompted {
                hasPrompted = true
                actions.append(.show(greeting))
                actions.append(.prompt)
            }
            settle(now: now, into: &actions)
        case let .performed(request, failure):
            if case let .performing(input, pendingRequest, _, _, since, started)? = pending, pendingRequest == request {
                pending = .performing(input: input, request: request, performed: true, failure: failure, since: since, started: started)
                if failure != nil { finishPerform(now: now, into: &actions) }
            }
        case let .line(text):
            line(text, now: now, into: &actions)
        case let .deadline(id):
            if case let .expecting(_, _, pendingID, _, _)? = pending, pendingID == id { expectTimedOut(now: now, into: &actions) }
            if case let .performing(input, request, performed, failure, since, started)? = pending, -request == id {
                // An action the phone never finished, or after which the cast never got quiet: say so,
                // and say whether the relay holds it up.
                let stopped = phone.isExtensionStopped ? "\(participant)'s extension \(phone.lastLaunched ?? "") is stopped (SIGSTOP): " : ""
                let why = performed ? failure ?? "the cast was not quiet \(options.actionTimeout.scenarioText) after it"
                    : stopped + "\(participant)'s phone did not finish within \(options.actionTimeout.scenarioText)" + stalledNote
                pending = .performing(input: input, request: request, performed: true, failure: why, since: since, started: started)
                finishPerform(now: now, into: &actions)
            }
        case let .ended(reason):
            runGone("the run ended: \(reason)", into: &actions)
        case let .disconnected(reason):
            runGone("lost the connection to the run (\(reason)); the run may still be up", into: &actions)
        }
        return actions
    }

    private var hasPrompted = false

    private mutating func runGone(_ message: String, into actions: inout [Action]) {
        guard !ended else { return }
        ended = true
        if let write = stopRecording() { actions.append(write) }
        actions.append(.show(message))
        actions.append(.runEnded(status: failures > 0 ? 1 : (pending == nil ? 0 : 2)))
    }

    private var greeting: String {
        let name = TerminalText.escaped(runInfo?.name ?? "?")
        return "attached to \(participant)'s phone in the run \(name). `help` lists what you can type."
    }

    /// The phone this console acts on.
    public var phone: PhoneState { fold[participant] }

    private mutating func settle(now: UInt64, into actions: inout [Action]) {
        switch pending {
        case let .performing(_, _, performed, _, _, _)? where performed:
            finishPerform(now: now, into: &actions)
        case let .expecting(input, step, _, since, started)?:
            guard mismatches(step).isEmpty else { return }
            pending = nil
            actions.append(.stopDeadline)
            record(input)
            actions.append(.report(ConsoleReport(input: input, ok: true, failure: nil, milliseconds: milliseconds(now, started),
                                                 changes: changes(since: since))))
            actions.append(.prompt)
        default:
            break
        }
    }

    private mutating func finishPerform(now: UInt64, into actions: inout [Action]) {
        guard case let .performing(input, _, _, failure, since, started)? = pending else { return }
        pending = nil
        actions.append(.stopDeadline)
        if failure == nil { record(input) }
        report(ConsoleReport(input: input, ok: failure == nil, failure: failure, milliseconds: milliseconds(now, started),
                             changes: changes(since: since)), into: &actions)
    }

    private mutating func expectTimedOut(now: UInt64, into actions: inout [Action]) {
        guard case let .expecting(input, step, _, since, started)? = pending else { return }
        pending = nil
        actions.append(.stopDeadline)
        let reason = (["not met within \(within(step).scenarioText):"] + mismatches(step).map(\.description)).joined(separator: "\n")
        report(ConsoleReport(input: input, ok: false, failure: reason, milliseconds: milliseconds(now, started),
                             changes: changes(since: since)), into: &actions)
    }

    private mutating func report(_ report: ConsoleReport, into actions: inout [Action]) {
        actions.append(.report(report))
        if !report.ok {
            failures += 1
            if options.bail { return actions.append(.exit(status: 1)) }
        }
        actions.append(.prompt)
    }

    // MARK: lines

    private mutating func line(_ text: String, now: UInt64, into actions: inout [Action]) {
        let input = text.trimmingCharacters(in: .whitespaces)
        guard pending == nil else { return actions.append(.show("busy: the last line has not finished")) }
        guard text.utf8.count <= RunLimits.maximumConsoleLineBytes else {
            return fail(String(input.prefix(40)) + "…", "the line is \(text.utf8.count) bytes; a console line is at most "
                + "\(RunLimits.maximumConsoleLineBytes) (a value at most \(RunLimits.maximumValueBytes), as in scenarios)",
                now: now, into: &actions)
        }
        if input.isEmpty || input.hasPrefix("#") { return actions.append(.prompt) }
        let (word, rest) = Self.split(input)
        switch word {
        case "help", "?":
            actions.append(.report(.looked(input, rest.isEmpty ? ConsoleHelp.text(executable: options.executable)
                                                               : ConsoleHelp.text(for: rest))))
        case "quit", "exit":
            if let write = stopRecording() { actions.append(write) }
            return actions.append(.exit(status: failures > 0 ? 1 : 0))
        case "show" where Self.split(rest).0 == "screen" && rest.split(separator: " ").contains("--png"):
            // `show screen --png FILE [NAME]`: the phone draws its screen into FILE (from the console's folder).
            var words = rest.split(separator: " ").map(String.init).dropFirst().map { $0 }
            guard let flag = words.firstIndex(of: "--png"), flag + 1 < words.count else {
                return fail(input, "show screen --png FILE [NAME] writes the phone's picture to FILE", now: now, into: &actions)
            }
            let file = words[flag + 1]
            words.removeSubrange(flag...(flag + 1))
            let whose = words.first ?? participant
            guard words.count <= 1, runInfo?.cast.contains(whose) ?? false else {
                return fail(input, "no participant `\(words.joined(separator: " "))`; the cast: "
                    + (runInfo?.cast.joined(separator: ", ") ?? ""), now: now, into: &actions)
            }
            let path = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
            // The phone writes the file: what would stop it is said here, where the person typed.
            if let problem = Self.unwritablePicture(path) { return fail(input, problem, now: now, into: &actions) }
            return perform(.screenshot(path), on: whose, input: input, now: now, into: &actions)
        case "show":
            actions.append(.report(.looked(input, show(rest), screen: Self.split(rest).0 == "screen" ? screenOf(Self.split(rest).1) : nil)))
        case "screen":
            actions.append(.report(.looked(input, PhoneReport.appLines(phone.snapshot).joined(separator: "\n"),
                                           screen: ConsoleScreen(phone.snapshot))))
        case "transcript":
            let snapshot = phoneSnapshot(rest)
            actions.append(.report(.looked(input, Self.transcriptText(snapshot))))
        case "lifecycle":
            actions.append(.report(.looked(input, phoneSnapshot(rest).lifecycle.joined(separator: ", "))))
        case "log":
            let count = Int(rest) ?? 20
            actions.append(.report(.looked(input, recent.entries.suffix(count).map(JournalLine.describe).joined(separator: "\n"))))
        case "record":
            if rest == "stop" {
                guard let write = stopRecording() else { return fail(input, "not recording; `record FILE` starts", now: now, into: &actions) }
                actions.append(write)
                actions.append(.report(.looked(input, "recorded \(recorded.count) steps")))
            } else if rest.isEmpty || rest == "--replace" {
                return fail(input, "record [--replace] FILE starts writing what you type as a scenario; record stop ends it", now: now, into: &actions)
            } else {
                let replacing = rest.hasPrefix("--replace ")
                let path = replacing ? String(rest.dropFirst("--replace ".count)).trimmingCharacters(in: .whitespaces) : rest
                if let problem = RecordingFile.problem(at: path, replacing: replacing, replaceHint: Self.replaceHint) {
                    return fail(input, problem.description, now: now, into: &actions)
                }
                startRecording(to: path, replacing: replacing)
                actions.append(.report(.looked(input, "recording to \(path); `record stop` writes it")))
            }
        case "as", "phone":
            guard let info = runInfo, info.cast.contains(rest) else {
                return fail(input, "no participant `\(rest)`; the cast: \(runInfo?.cast.joined(separator: ", ") ?? "")", now: now, into: &actions)
            }
            participant = rest
            actions.append(.report(.looked(input, "acting on \(participant)'s phone")))
        case "expect":
            do {
                let step = try ScenarioParser.expectStep(participant: participant, yaml: rest, source: "console")
                let id = nextDeadline
                nextDeadline += 1
                pending = .expecting(input: input, step: step, id: id, since: recent.count, started: now)
                actions.append(.startDeadline(id: id, after: within(step)))
                if isQuiet { settle(now: now, into: &actions) }
                return
            } catch {
                return fail(input, error.description, now: now, into: &actions)
            }
        default:
            do {
                let command = try CommandFiles.resolving(try CommandParser.parse(input), from: FileManager.default.currentDirectoryPath)
                return perform(command, on: participant, input: input, now: now, into: &actions)
            } catch {
                return fail(input, "\(error.message)\ntype `help` for what a console understands", now: now, into: &actions)
            }
        }
        actions.append(.prompt)
    }

    /// Sends `command` to `whose` phone; the line ends when it has finished and the cast is quiet.
    private mutating func perform(_ command: Command, on whose: String, input: String, now: UInt64, into actions: inout [Action]) {
        let request = nextRequest
        nextRequest += 1
        pending = .performing(input: input, request: request, performed: false, failure: nil, since: recent.count, started: now)
        // Actions' deadlines are numbered below zero, apart from expectations'.
        actions.append(.startDeadline(id: -request, after: options.actionTimeout))
        isQuiet = false
        actions.append(.send(.perform(request: request, participant: whose, command: command)))
    }

    private mutating func fail(_ input: String, _ reason: String, now: UInt64, into actions: inout [Action]) {
        report(ConsoleReport(input: input, ok: false, failure: reason, milliseconds: 0, changes: []), into: &actions)
    }

    /// `show [transcript|screen|staged|lifecycle|output|journal] [NAME]`; `show NAME`: the whole phone.
    private func show(_ what: String) -> String {
        let (part, rest) = Self.split(what)
        let name = ["transcript", "screen", "staged", "lifecycle", "output", "journal"].contains(part) ? rest : part
        let snapshot = phoneSnapshot(name)
        switch part {
        case "transcript": return Self.transcriptText(snapshot)
        case "screen": return PhoneReport.appLines(snapshot).joined(separator: "\n")
        case "staged": return snapshot.staged.map(PhoneReport.describe) ?? "nothing staged"
        case "lifecycle": return snapshot.lifecycle.joined(separator: ", ")
        case "output": return snapshot.extensionOutput.isEmpty ? "(no output)" : snapshot.extensionOutput.joined(separator: "\n")
        case "journal": return recent.entries.suffix(Int(rest) ?? 20).map(JournalLine.describe).joined(separator: "\n")
        default: return PhoneReport.lines(name.isEmpty ? participant : name, snapshot).joined(separator: "\n")
        }
    }

    /// `show screen [NAME]`'s screen, element by element.
    private func screenOf(_ name: String) -> ConsoleScreen { ConsoleScreen(phoneSnapshot(name)) }

    /// The transcript, a bubble a line, each with the picture it shows.
    static func transcriptText(_ snapshot: PhoneSnapshot) -> String {
        snapshot.transcript.isEmpty ? "(empty)" : snapshot.transcript.map(PhoneReport.describe).joined(separator: "\n")
    }

    /// The prompt: whose phone, in which run.
    public var prompt: String { "\(participant)@\(TerminalText.escaped(runInfo?.name ?? "?"))> " }

    private func phoneSnapshot(_ name: String) -> PhoneSnapshot {
        (name.isEmpty ? phone : fold[name]).snapshot
    }

    private func mismatches(_ step: ScenarioStep) -> [Mismatch] {
        guard case let .expect(participant, expectations, _) = step.kind else { return [] }
        let snapshot = fold[participant].snapshot
        return expectations.flatMap { ExpectationChecker.mismatches($0, in: snapshot) }
    }

    /// Whether a message of this phone waits on the relay, for a failure's text.
    private var stalledNote: String {
        var waiting: Set<UUID> = []
        for entry in recent.entries where entry.source == participant {
            switch entry.event {
            case let .phone(.sent(messageID, _)): waiting.insert(messageID)
            case let .phone(.delivered(messageID, _)): waiting.remove(messageID)
            default: break
            }
        }
        return waiting.isEmpty ? "" : "; the relay has not taken its message \(waiting.sorted { $0.uuidString < $1.uuidString }[0])"
    }

    private func within(_ step: ScenarioStep) -> Duration {
        if case let .expect(_, _, within) = step.kind, let within { return within }
        return options.expectTimeout
    }

    private func changes(since index: Int) -> [String] {
        EventSummary.lines(recent.entries(since: index), participant: participant)
    }

    /// Starts recording (for `--record FILE`); `replacing`: a regular file at `path` may be replaced.
    public mutating func startRecording(to path: String, replacing: Bool = false) {
        recording = path
        replacesRecording = replacing
        recorded = []
    }

    /// How a console asks to replace an existing file.
    public static let replaceHint = "`record --replace FILE` (or `attach --record FILE --replace`)"

    /// Ends the recording: the scenario to write, with an `expect` of each phone's final transcript
    /// and screen.
    public mutating func stopRecording() -> Action? {
        guard let path = recording, let info = runInfo else { return nil }
        recording = nil
        return .write(path: path, contents: ScenarioRecording(info: info, steps: recorded,
                                                              phones: info.cast.map { fold[$0] }).text,
                      replacing: replacesRecording)
    }

    /// Keeps a step that passed as a scenario file writes it.
    private mutating func record(_ input: String) {
        guard recording != nil else { return }
        let (word, rest) = Self.split(input)
        if word == "show" { return }  // `show screen --png FILE` looks; it is no step
        if word == "expect" {
            let mapping = rest.hasPrefix("{") ? rest : "{" + rest + "}"
            recorded.append("- expect \(participant): \(mapping)")
        } else {
            recorded.append("- \(participant): \(input)")
        }
    }

    private func milliseconds(_ now: UInt64, _ started: UInt64) -> Double { Double(now &- started) / 1e6 }

    static func split(_ input: String) -> (String, String) {
        guard let space = input.firstIndex(of: " ") else { return (input, "") }
        return (String(input[..<space]), input[input.index(after: space)...].trimmingCharacters(in: .whitespaces))
    }
}

extension ConsoleSession {
    /// What Tab may complete now: verbs, the console's words, participants, the names of the controls
    /// on the phone's screen, bubble captions and conversation names.
    public var completion: ConsoleCompletion {
        ConsoleCompletion(phone: phone.snapshot, cast: runInfo?.cast ?? [], conversations: phone.conversations.map(\.id))
    }
}
