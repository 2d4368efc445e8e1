import ArgumentParser
import Foundation
import IMSimCore
import IMSimRunner
import IMSimScenario

/// `imsim replay RUN`: plays a finished embedded run again, from what its journal says (its scenario
/// file, its seed, its options), in a new artifacts folder, and says whether it went the same way:
/// the same journal, times and fresh identifiers aside, or where it first went another way (the
/// scenario or the extension changed since).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Play a finished embedded run again, the same way, and check that it did.",
        discussion: """
            RUN is a run's artifacts folder or its name under .imsim/runs (default: latest). The run is played again \
            embedded with its scenario file and seed; the exit status is the new run's when it went the same way \
            (0 passed, 1 failed), 3 when its journal differs (the first difference is shown), 2 when it cannot be replayed. A live run's order is not recorded: it cannot \
            be replayed yet (play its file with --embedded and a seed, or sweep seeds to find a failing one).
            """)

    @OptionGroup var finished: FinishedRun

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
        let folder = try finished.folder()
        let journal = try String(contentsOfFile: folder + "/journal.jsonl", encoding: .utf8)
        guard let first = journal.split(separator: "\n", maxSplits: 1).first,
              let entry = try? JSONDecoder().decode(JournalEntry.self, from: Data(first.utf8)),
              case let .run(.started(info)) = entry.event else {
            throw ValidationError("\(folder)/journal.jsonl does not begin with the run's start: it cannot be replayed")
        }
        guard info.transport == .embedded else {
            let file = info.scenarioFile ?? "FILE"
            let liveOnly = info.scenarioFile.flatMap { try? ScenarioParser.parse(contentsOfFile: $0) }?.requiredTransport == .live
            throw ValidationError("\(folder) was a live run: the order its processes happened in is not recorded, so it cannot "
                                  + "be replayed yet. " + (liveOnly ? "Its scenario says `transport: live`: run it again with imsim run \(file)"
                                      : "Play its scenario embedded: imsim run \(file) --embedded --seed \(info.seed)"))
        }
        guard let file = info.scenarioFile, FileManager.default.fileExists(atPath: file) else {
            throw ValidationError("\(folder): its scenario file \(info.scenarioFile ?? "(none)") is not here (replay from the folder the run was made in)")
        }
        let artifacts = try Artifacts.create(name: info.name + " replay")
        let arguments = ["run", file, "--embedded", "--seed", String(info.seed), "--artifacts", artifacts.path]
            + Self.carriedOptions(info.command)
        print("\(ExecutableName.fileName): replaying \(folder): \(ExecutableName.invocation) " + arguments.joined(separator: " "))
        let scratch = artifacts.path + "/.replay.out"
        let (status, output) = ChildRun(arguments: arguments, outputPath: scratch).run()
        try? FileManager.default.removeItem(atPath: scratch)
        print(output, terminator: "")
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
        if status != 0 { throw ExitCode(status) }
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
