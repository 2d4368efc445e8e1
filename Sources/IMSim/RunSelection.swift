import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimRunner

/// Which run a command means: the one named, or the only one up.
struct RunSelection: ParsableArguments {
    @Option(name: .customLong("run"), help: "The run's name (`imsim ps`); needed when more than one is up.")
    var name: String?

    /// The run meant; when there is none (or no single one), says so on standard error and exits with
    /// status 2, as for a run that cannot be reached (it is no mistake of the command line).
    func record() throws -> RunRecord {
        switch choose(from: RunRecord.runsUp()) {
        case let .success(run):
            return run
        case let .failure(problem):
            try? FileHandle.standardError.write(contentsOf: Data("\(ExecutableName.fileName): \(problem.description)\n".utf8))
            throw ExitCode(2)
        }
    }

    func choose(from runs: [RunRecord]) -> Result<RunRecord, NoSuchRun> {
        if let name {
            guard let run = runs.first(where: { $0.name == name }) else {
                return .failure(NoSuchRun(description: "no run named \(TerminalText.escaped(name)) is up; " + Self.list(runs)))
            }
            return .success(run)
        }
        guard let only = runs.first, runs.count == 1 else {
            return .failure(NoSuchRun(description: runs.isEmpty ? "no run is up; start one with `\(ExecutableName.invocation) up SCENARIO`"
                                                                : "several runs are up; name one with --run: " + Self.list(runs)))
        }
        return .success(only)
    }

    static func list(_ runs: [RunRecord]) -> String {
        runs.isEmpty ? "none is up" : "up: " + runs.map { TerminalText.escaped($0.name) }.joined(separator: ", ")
    }
}

/// No run, or no single run, answers to what a command named.
struct NoSuchRun: Error, CustomStringConvertible {
    let description: String
}
