import ArgumentParser
import Foundation
import IMSimArtifacts

/// A finished run named on the command line (`imsim show`, `imsim report`): its artifacts folder, or
/// that folder's name under `.imsim/runs` (`latest` by default).
struct FinishedRun: ParsableArguments {
    @Argument(help: "A run's artifacts folder, or its folder name under .imsim/runs.")
    var name = "latest"

    /// The folder that holds the run's journal.
    func folder() throws -> String {
        try Self.folder(named: name)
    }

    /// The folder of the run `name` names: a folder with a journal, or one under `.imsim/runs`.
    static func folder(named name: String) throws -> String {
        let candidates = [name, ".imsim/runs/" + name]
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/journal.jsonl") }) else {
            let pruned = !name.contains("/") && FileManager.default.fileExists(atPath: ".imsim/runs")
                ? " (a run folder under .imsim/runs is removed once \(Artifacts.defaultKeep) newer ones are kept, or as --keep-runs says; "
                    + "`ls .imsim/runs` lists those kept)" : ""
            throw ValidationError("no run `\(name)`: no journal.jsonl in \(candidates.joined(separator: " or "))" + pruned)
        }
        return folder
    }
}
