import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimRunner

struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "A console on a participant's phone in a run that is up: act as the person, look, check.",
        discussion: """
            Type the verbs of scenario files (tap "New party", send, ...), `expect KEY: VALUE` as a scenario
            writes it, `show`, `log`, `help`. Lines come from the terminal (with editing, history and Tab
            completion), from a pipe, or from -c.
            Exit status: 0 every line did what it said; 1 one failed (see --bail); 2 the run could not be reached.
            Examples:
              imsim attach Kate
              imsim attach John -c 'tap-bubble last; expect style: expanded' --bail
              imsim attach Kate --json < steps.txt
            """)

    @Argument(help: "Whose phone: a participant of the run.")
    var participant: String

    @OptionGroup var selection: RunSelection

    @Option(name: .short, help: "Run these lines (separated by `;` or newlines) instead of reading input, then detach.")
    var commands: String?

    @Flag(help: "Print only JSON Lines on standard output: an object per line typed (input, ok, failure, milliseconds, changes, output, screen) and per message or notice (docs/PROTOCOL.md).")
    var json = false

    @Flag(help: "Stop at the first line that fails, with exit status 1.")
    var bail = false

    @Option(help: "Write what you type as a scenario to FILE when detaching, ending with each phone's final state (as `record FILE`).")
    var record: String?

    @Flag(help: "With --record: replace FILE if it is a regular file that exists (never a link, folder or device).")
    var replace = false

    @Option(help: "How long `expect` waits when it names no `within` (seconds).")
    var timeout: Double = 5

    func validate() throws {
        if replace, record == nil { throw ValidationError("--replace is for --record FILE") }
        if let record, let problem = RecordingFile.problem(at: record, replacing: replace, replaceHint: "--replace") {
            throw ValidationError(problem.description)
        }
    }

    func run() throws {
        LogSetup.bootstrap()
        let run = try selection.record()
        let shell = ConsoleShell(participant: participant,
                                 options: ConsoleOptions(bail: bail, expectTimeout: .milliseconds(Int(timeout * 1000)),
                                                         executable: ExecutableName.invocation),
                                 json: json, record: record, replacingRecord: replace, output: { print($0) })
        let readLine: ConsoleShell.ReadLine
        if let commands {
            let queue = ScriptLines(commands.split(whereSeparator: { $0 == ";" || $0 == "\n" }).map(String.init))
            readLine = { _ in queue.next() }
        } else {
            // With --json nothing but JSON goes to standard output: no line editor, no prompt.
            readLine = json ? EditLineReader.plain : EditLineReader.make()
            shell.onCompletions { Completions.update($0) }
            if EditLineReader.isTerminal, !json {
                shell.notice = EditLineReader.printAbovePrompt
                shell.reattach = true
            }
        }
        let status = shell.run(controlSocket: run.controlSocket, runName: run.name, readLine: readLine)
        if status != 0 { throw ExitCode(status) }
    }
}

/// Lines given with -c, handed out one by one to the reading thread.
final class ScriptLines: @unchecked Sendable {
    // Read only by the one reading thread, one call at a time.
    private var lines: [String]

    init(_ lines: [String]) { self.lines = lines }

    func next() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}
