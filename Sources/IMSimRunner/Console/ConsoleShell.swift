import Foundation
import IMSimCore
import IMSimModel
import IMSimUV

/// Runs a `ConsoleSession` against a run's control socket: the loop on this thread, lines read on
/// another (reading blocks), one at a time: the next is read once the last has finished.
public final class ConsoleShell {
    /// Reads one line, blocking; nil at the end of input. Called on the reading thread.
    public typealias ReadLine = @Sendable (_ prompt: String) -> String?

    private let loop = EventLoop()
    private var session: ConsoleSession
    private var client: RunClient
    /// On a terminal: when the run ends, say so and attach again once a run of that name is up.
    public var reattach = false
    private var runName: String?
    private var detached: (status: Int32, poll: LoopTimer)?
    /// Attaching again: the new run has not welcomed this console yet.
    private var awaitingWelcome = false
    private let json: Bool
    private let output: (String) -> Void
    private var deadlines: [Int: LoopTimer] = [:]
    private var status: Int32?
    /// A recording could not be written: the console did not do what it was asked, so it exits 1 at best.
    private var recordingFailed = false
    private let lines: LineHandoff
    private var wakeUp: AsyncHandle?
    private var completions: (@Sendable (ConsoleCompletion) -> Void)?
    /// Prints notices from other phones while a line is being typed (the terminal redraws the line).
    public var notice: (String) -> Void

    /// `json`: print each line's report as one JSON object. `output` prints (on the loop's thread).
    /// `record`: write what is typed as a scenario to this file when detaching (over a regular file
    /// only when `replacingRecord`).
    public init(participant: String, options: ConsoleOptions, json: Bool, record: String? = nil, replacingRecord: Bool = false,
                output: @escaping (String) -> Void) {
        session = ConsoleSession(participant: participant, options: options)
        if let record { session.startRecording(to: record, replacing: replacingRecord) }
        client = RunClient(loop: loop, name: "console-\(participant)")
        self.json = json
        self.output = output
        notice = output
        lines = LineHandoff()
    }

    /// The lines that worked, as scenario steps.
    public var recorded: [String] { session.recorded }

    /// Told what Tab may complete (verbs, names on screen, ...) whenever the console prompts.
    public func onCompletions(_ update: @escaping @Sendable (ConsoleCompletion) -> Void) {
        completions = update
    }

    /// Attaches, reads and runs lines until the input ends, `quit`, `--bail` or the run ends. Returns
    /// the exit status: 0 every line did what it said, 1 one failed, 2 the run could not be reached.
    public func run(controlSocket: String, runName: String? = nil, readLine: @escaping ReadLine) -> Int32 {
        self.runName = runName
        let handoff = lines
        wakeUp = AsyncHandle(loop: loop) { [unowned self] in
            for line in handoff.take() { typed(line) }
        }
        connect(to: controlSocket)
        let wake = wakeUp
        let reader = Thread {
            while let prompt = handoff.waitForPrompt() {
                let line = readLine(prompt)
                handoff.put(line)
                wake?.send()
                if line == nil { return }
            }
        }
        reader.start()
        loop.run()
        _ = loop.closeAll()
        return status ?? 2
    }

    private func connect(to controlSocket: String) {
        client.connect(to: controlSocket, onMessage: { [unowned self] message in received(message) },
                       onClose: { [unowned self] reason in
                           if status == nil, detached == nil { feed(.disconnected(reason: reason ?? "closed")) }
                       })
    }

    private func typed(_ line: String?) {
        // A line typed at `not attached>` that arrives once the new run was found: the new run's
        // greeting gives the next prompt (a prompt for this line would race it and be lost).
        if awaitingWelcome, line != nil { return }
        guard let (status, _) = detached else { return feed(.line(line ?? "quit")) }
        if line == nil || ["quit", "exit"].contains(line?.trimmingCharacters(in: .whitespaces)) {
            return perform(.exit(status: status))
        }
        say("not attached: waiting for the run \(TerminalText.escaped(runName ?? "")) to be up again (`quit` leaves)")
        lines.allowNext(prompt: "not attached> ")
    }

    /// The run ended: wait for one of the same name, then attach to it as a new console.
    private func detach(status: Int32) {
        guard reattach, let runName else { return perform(.exit(status: status)) }
        client.close()
        let poll = LoopTimer(loop: loop)
        detached = (status, poll)
        say("waiting for a run named \(TerminalText.escaped(runName)) to attach again (`quit` leaves)")
        lines.allowNext(prompt: "not attached> ")
        // Runs announce themselves only by their run.json under /tmp: looked for once a second.
        poll.start(after: 1000, repeat: 1000) { [unowned self] in
            guard let run = RunRecord.runsUp().first(where: { $0.name == runName }) else { return }
            detached?.poll.close()
            detached = nil
            session = ConsoleSession(participant: session.participant, options: session.options)
            client = RunClient(loop: loop, name: "console-\(session.participant)")
            say((json ? "" : "\r") + "attaching again to \(TerminalText.escaped(runName))")
            awaitingWelcome = true
            connect(to: run.controlSocket)
        }
    }

    private func received(_ message: RunToClient) {
        switch message {
        case let .welcome(info):
            awaitingWelcome = false
            feed(.welcome(info))
        case let .entries(entries): feed(.entries(entries))
        case .quiet: feed(.quiet)
        case let .performed(request, failure): feed(.performed(request: request, failure: failure))
        case let .ended(reason): feed(.ended(reason: reason))
        }
    }

    private func feed(_ input: ConsoleSession.Input) {
        guard status == nil else { return }
        for action in session.handle(input, now: EventLoop.monotonicNanoseconds) { perform(action) }
    }

    private func perform(_ action: ConsoleSession.Action) {
        switch action {
        case let .send(message):
            client.send(message)
        case let .report(report):
            if json, let data = try? JSONEncoder.sortedKeys.encode(report) {
                output(String(decoding: data, as: UTF8.self))
            } else {
                output(report.text)
            }
        case let .show(text):
            say(text)
        case let .startDeadline(id, after):
            let timer = LoopTimer(loop: loop)
            deadlines[id] = timer
            timer.start(after: TimeoutScale.milliseconds(after)) { [unowned self] in
                deadlines.removeValue(forKey: id)?.close()
                feed(.deadline(id: id))
            }
        case let .write(path, contents, replacing):
            do throws(RecordingFileError) {
                try RecordingFile.write(contents, to: path, replacing: replacing, replaceHint: ConsoleSession.replaceHint)
                say("wrote \(path): `\(session.options.executable) run \(path)` replays it")
            } catch {
                recordingFailed = true
                say(error.description)
            }
        case .stopDeadline:
            deadlines.values.forEach { $0.close() }
            deadlines.removeAll()
        case .prompt:
            completions?(session.completion)
            lines.allowNext(prompt: session.prompt)
        case let .notice(lines):
            if json {
                for line in lines { output(#"{"notice":"# + ScenarioQuoting.json(line) + "}") }
            } else {
                notice(lines.map { "  · " + $0 }.joined(separator: "\n"))
            }
        case let .runEnded(status):
            detach(status: status)
        case let .exit(status):
            self.status = recordingFailed ? max(status, 1) : status
            detached?.poll.close()
            deadlines.values.forEach { $0.close() }
            deadlines.removeAll()
            lines.stop()
            wakeUp?.close()
            client.close()
        }
    }
}

extension ConsoleShell {
    /// What the console itself says (a banner, a hint, where it wrote): a line, or with `--json` an
    /// object `{"message": ...}`, so that standard output stays JSON Lines.
    private func say(_ text: String) {
        output(json ? #"{"message":"# + ScenarioQuoting.json(text) + "}" : text)
    }
}

/// Lines from the reading thread to the loop, and the go-ahead back: the reader waits for a prompt
/// before it reads, so output and prompt never interleave.
final class LineHandoff: @unchecked Sendable {
    // Every field is read and written under `condition`.
    private let condition = NSCondition()
    private var lines: [String?] = []
    private var mayRead = false
    private var stopped = false

    private var prompt = "> "

    /// On the reader: blocks until the console is ready for a line, then returns its prompt; nil once
    /// it has stopped.
    func waitForPrompt() -> String? {
        condition.withLock {
            while !mayRead, !stopped { condition.wait() }
            mayRead = false
            return stopped ? nil : prompt
        }
    }

    /// On the reader: a line typed. A go-ahead given before it is stale: the next comes once it is done.
    func put(_ line: String?) {
        condition.withLock {
            lines.append(line)
            mayRead = false
        }
    }

    func take() -> [String?] {
        condition.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }

    func allowNext(prompt: String) {
        condition.withLock {
            self.prompt = prompt
            mayRead = true
            condition.signal()
        }
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }
}
