import Foundation
import IMSimCore
import IMSimModel
import IMSimArtifacts

/// A console in the run's own terminal, as `imsim attach` gives one to a live run: opened before a
/// step or at a failure, the steps wait while it is open; closing it (`quit`, end of input) lets
/// them go on, what was done in it included.
extension EmbeddedRun {
    /// The console's request number space (the player's is 1).
    static let consoleClient = 2

    /// Whether the steps' `action` opens the console: before step `atStep`, or at a failure.
    func opensConsole(_ action: StepEngine.Action) -> Bool {
        guard let settings = consoleSettings else { return false }
        switch action {
        case let .annotate(.stepStarted(index, _, _)):
            return settings.atStep == index + 1 && !consoleOpened.step
        case let .finish(outcome):
            return settings.atFailure && outcome != .passed && !consoleOpened.failure
        default:
            return false
        }
    }

    func openConsole(before action: StepEngine.Action) {
        guard let settings = consoleSettings else { return }
        if case .finish = action { consoleOpened.failure = true } else { consoleOpened.step = true }
        let opened = OpenConsole(participant: configuration.cast[0], options: settings.options)
        opened.heldActions = [action]
        attached = opened
        let place = if case let .annotate(.stepStarted(index, step, location)) = action {
            "before step \(index + 1) (\(location): \(step))"
        } else {
            "at the failure, before the run ends"
        }
        console("imsim: the run waits \(place); `quit` or Ctrl-D lets it go on")
        toConsole(.welcome(configuration.runInfo(transport: .embedded)))
    }

    /// Gives the console `input` and does what it says.
    func toConsole(_ input: ConsoleSession.Input) {
        guard let opened = attached else { return }
        for action in opened.session.handle(input, now: scheduler.now) { perform(action, for: opened) }
    }

    /// Reads the line the console asked for, when it asked: the run waits for the person.
    func readConsoleLine() -> Bool {
        guard let opened = attached, opened.wantsLine, let settings = consoleSettings else { return false }
        opened.wantsLine = false
        let line = settings.readLine(opened.session.prompt)
        toConsole(.line(line ?? "quit"))
        return true
    }

    func feedConsoleEntries() {
        guard let opened = attached, !opened.unfed.isEmpty else { return }
        let entries = opened.unfed
        opened.unfed.removeAll()
        toConsole(.entries(entries))
    }

    private func perform(_ action: ConsoleSession.Action, for opened: OpenConsole) {
        switch action {
        case let .send(message):
            consoleAsks(message)
        case let .report(report):
            console(report.text)
        case let .show(text):
            console(text)
        case let .notice(lines):
            console(lines.map { "  · " + $0 }.joined(separator: "\n"))
        case let .startDeadline(id, after):
            opened.deadlines[id] = scheduler.schedule(.consoleDeadline(id: id), after: after)
        case .stopDeadline:
            opened.deadlines.values.forEach { scheduler.cancel($0) }
            opened.deadlines.removeAll()
        case let .write(path, contents, replacing):
            do throws(RecordingFileError) {
                try RecordingFile.write(contents, to: path, replacing: replacing, replaceHint: ConsoleSession.replaceHint)
                console("wrote \(path): `\(opened.session.options.executable) run \(path)` replays it")
            } catch {
                console(error.description)
            }
        case .prompt:
            opened.wantsLine = true
        case .runEnded, .exit:
            closeConsole()
        }
    }

    /// What the console asks of the run, done as the run does it for a live console.
    private func consoleAsks(_ message: ClientToRun) {
        switch message {
        case let .subscribe(from):
            journal?.waitUntilWritten()
            var entries = (try? JournalEntries.read(at: configuration.artifacts.journal)) ?? []
            entries.removeAll { $0.index < from }
            toConsole(.entries(entries))
        case let .perform(request, participant, command):
            guard phones[participant] != nil else {
                return toConsole(.performed(request: request, failure: "\(participant) has no phone in this run"))
            }
            let command = PictureFolders.prepare(command, artifacts: configuration.artifacts.path, participant: participant)
            perform(ledger.ask(ActionQueue.Action(client: Self.consoleClient, clientRequest: request, participant: participant,
                                                  command: command)))
        case let .annotate(event):
            append(source: "console", nil, .client(event))
        case let .endRun(reason):
            closeConsole()
            finish(reason, isFailure: true)
        case let .locateHang(participant):
            send(.toPhone(participant, .locateHang))
        }
    }

    /// The console's deadline `id` is due.
    func consoleDeadline(_ id: Int) {
        guard let opened = attached, opened.deadlines.removeValue(forKey: id) != nil else { return }
        toConsole(.deadline(id: id))
    }

    /// Closes the console; the steps get what they were held from, in order.
    func closeConsole() {
        guard let opened = attached else { return }
        opened.deadlines.values.forEach { scheduler.cancel($0) }
        attached = nil
        quietReported = nil
        for action in opened.heldActions { perform(action) }
        for input in opened.heldInputs { feed(input) }
    }
}
