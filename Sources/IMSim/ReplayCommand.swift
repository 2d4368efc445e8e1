import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimArtifacts
import IMSimScenario

/// `imsim replay RUN`: plays a finished run again embedded, from what its journal says (its scenario
/// file, its seed, its options), in a new artifacts folder, and says whether it went the same way.
/// An embedded run: the same journal, times and fresh identifiers aside. A live run: each phone
/// handles people's actions and others' messages in the order the live phones did (`--order-of`),
/// and the replay is the same when every phone's order and every step's outcome are.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Play a finished run again, embedded, the same way, and check that it did.",
        discussion: """
            RUN is a run's artifacts folder or its name under .imsim/runs (default: latest). The run is played again \
            embedded with its scenario file and seed; a live run's phones' order (which action or message each phone \
            handled when) is followed. The exit status is the new run's when it went the same way (0 passed, 1 failed), \
            3 when it went another way (where is shown), 2 when it cannot be replayed. With --console-at STEP the \
            replay waits before that step with a console in this terminal (`quit` lets it go on); what is typed there \
            changes the run, so it is not compared.
            """)

    @OptionGroup var finished: FinishedRun

    @Option(help: ArgumentHelp("Before step STEP (counting from 1), wait with a console here, as imsim attach gives one.", valueName: "STEP"))
    var consoleAt: Int?

    func validate() throws {
        if let consoleAt, consoleAt < 1 { throw ValidationError("--console-at takes a step number from 1") }
    }

    func run() throws {
        do {
            try replay()
        } catch let error as ValidationError {
            // Not a usage mistake: the run cannot be replayed, for the reason given.
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }

    private func replay() throws {
        // Resolved now: a new run moves `latest`.
        let folder = URL(fileURLWithPath: try finished.folder()).resolvingSymlinksInPath().path
        let journal = try String(contentsOfFile: folder + "/journal.jsonl", encoding: .utf8)
        guard let first = journal.split(separator: "\n", maxSplits: 1).first,
              let entry = try? JSONDecoder().decode(JournalEntry.self, from: Data(first.utf8)),
              case let .run(.started(info)) = entry.event else {
            throw ValidationError("\(folder)/journal.jsonl does not begin with the run's start: it cannot be replayed")
        }
        guard let file = info.scenarioFile, FileManager.default.fileExists(atPath: file) else {
            throw ValidationError("\(folder): its scenario file \(info.scenarioFile ?? "(none)") is not here (replay from the folder the run was made in)")
        }
        let live = info.transport != .embedded
        if live, (try? ScenarioParser.parse(contentsOfFile: file))?.requiredTransport == .live {
            throw ValidationError("\(folder) was a live run of a scenario that says `transport: live`: it cannot be played "
                                  + "embedded; run it again with imsim run \(file)")
        }
        let artifacts = try Artifacts.create(name: info.name + " replay")
        let arguments = ["run", file, "--embedded", "--seed", String(info.seed), "--artifacts", artifacts.path]
            + (live ? ["--order-of", folder] : []) + Self.carriedOptions(info.command)
        print("\(ExecutableName.fileName): replaying \(folder): \(ExecutableName.invocation) " + arguments.joined(separator: " ")
            + (consoleAt.map { " --console-at \($0)" } ?? ""))
        if let consoleAt {
            fflush(nil)
            let status = ChildRun.inTerminal(arguments + ["--console-at", String(consoleAt)])
            if status != 0 { throw ExitCode(status) }
            return
        }
        let scratch = artifacts.path + "/.replay.out"
        let (status, output) = ChildRun(arguments: arguments, outputPath: scratch).run()
        try? FileManager.default.removeItem(atPath: scratch)
        print(output, terminator: "")
        guard FileManager.default.fileExists(atPath: artifacts.journal) else { throw ExitCode(2) }
        if live {
            try compareLive(folder, with: artifacts)
        } else {
            let again = (try? String(contentsOfFile: artifacts.journal, encoding: .utf8)).map(ComparableJournal.init(jsonLines:))
            guard let again else { throw ExitCode(2) }
            if let difference = ComparableJournal(jsonLines: journal).firstDifference(from: again) {
                print("""
                    NOT THE SAME: the replay went another way from entry \(difference.entry + 1) of those compared on:
                      then: \(difference.this ?? "(the journal ends)")
                      now:  \(difference.other ?? "(the journal ends)")
                    """)
                throw ExitCode(3)
            }
            print("the same run again: \(again.lines.count) entries (times, measures and fresh identifiers aside)")
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// A live run's replay is the same when each phone handled the same inputs in the same order and
    /// each step ended the same way.
    private func compareLive(_ folder: String, with artifacts: Artifacts) throws {
        let then = try PhoneInputs(journalAt: folder + "/journal.jsonl")
        let now = try PhoneInputs(journalAt: artifacts.journal)
        if let difference = then.firstDifference(from: now) {
            print("""
                NOT THE SAME: \(difference.phone)'s phone handled another input at its input \(difference.position):
                  then: \(difference.this.map { "\($0)" } ?? "(nothing more)")
                  now:  \(difference.other.map { "\($0)" } ?? "(nothing more)")
                """)
            throw ExitCode(3)
        }
        let steps = { (path: String) in
            (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { try? JSONDecoder().decode(RunResult.self, from: $0) }?
                .steps.map { "\($0.location) \($0.outcome)" }
        }
        let stepsThen = steps(folder + "/result.json") ?? []
        let stepsNow = steps(artifacts.result) ?? []
        if stepsThen != stepsNow {
            let index = zip(stepsThen, stepsNow).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(stepsThen.count, stepsNow.count)
            print("""
                NOT THE SAME: every phone handled its inputs in the same order, but step \(index + 1) ended another way:
                  then: \(index < stepsThen.count ? stepsThen[index] : "(no such step)")
                  now:  \(index < stepsNow.count ? stepsNow[index] : "(no such step)")
                """)
            throw ExitCode(3)
        }
        let phones = then.byPhone.keys.sorted().map { "\($0) \(then.byPhone[$0]!.count)" }.joined(separator: ", ")
        print("the same order at every phone (actions and messages: \(phones)) and the same \(stepsNow.count) step outcomes")
    }

    /// The options of the first run that shape what it did (pictures, coverage, devices), not where it wrote.
    static func carriedOptions(_ command: [String]) -> [String] {
        let valued: Set<String> = ["--screenshots", "--device"]
        let flags: Set<String> = ["--require-full-coverage", "--no-prewarm"]
        var carried: [String] = []
        var index = 0
        while index < command.count {
            let word = command[index]
            if valued.contains(word), index + 1 < command.count {
                carried += [word, command[index + 1]]
                index += 1
            } else if flags.contains(word) {
                carried.append(word)
            }
            index += 1
        }
        return carried
    }
}
