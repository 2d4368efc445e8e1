import ArgumentParser
import IMSimRunner

/// Which run a command means: the one named, or the only one up.
struct RunSelection: ParsableArguments {
    @Option(name: .customLong("run"), help: "The run's name (`imsim ps`); needed when more than one is up.")
    var name: String?

    func record() throws -> RunRecord {
        let runs = RunRecord.runsUp()
        if let name {
            guard let run = runs.first(where: { $0.name == name }) else {
                throw ValidationError("no run named \(name) is up; " + Self.list(runs))
            }
            return run
        }
        guard let only = runs.first, runs.count == 1 else {
            throw ValidationError(runs.isEmpty ? "no run is up; start one with `imsim up SCENARIO`"
                                              : "several runs are up; name one with --run: " + Self.list(runs))
        }
        return only
    }

    static func list(_ runs: [RunRecord]) -> String {
        runs.isEmpty ? "none is up" : "up: " + runs.map(\.name).joined(separator: ", ")
    }
}
