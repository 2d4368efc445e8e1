import ArgumentParser
import Foundation
import IMSimArtifacts

/// A finished run named on the command line (`imsim show`, `imsim report`): its artifacts folder, or
/// that folder's name under `.imsim/runs` (`latest` by default).
struct FinishedRun: ParsableArguments {
    @Argument(help: "A run's artifacts folder, or its folder name under .imsim/runs.")
    var name = "latest"

    /// The folder that holds the run's journal; a run that is not there ends the command with exit
    /// status 2 and why (not a usage mistake).
    func folder() throws -> String {
        do {
            return try Self.folder(named: name)
        } catch let error as ValidationError {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The folder of the run `name` names: a folder with a journal, one under `.imsim/runs`, or there
    /// the newest run of that name (`forgotten-sauce` for `.imsim/runs/forgotten-sauce-20261127-...`).
    static func folder(named name: String) throws -> String {
        let candidates = [name, ".imsim/runs/" + name] + (name.contains("/") ? [] : newestRun(named: name).map { [$0] } ?? [])
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/journal.jsonl") }) else {
            let pruned = !name.contains("/") && FileManager.default.fileExists(atPath: ".imsim/runs")
                ? " (a run folder under .imsim/runs is removed once \(Artifacts.defaultKeep) newer ones are kept, or as --keep-runs says; "
                    + "`ls .imsim/runs` lists those kept)" : ""
            throw ValidationError("no run `\(name)`: no journal.jsonl in \(candidates.joined(separator: " or "))" + pruned)
        }
        return folder
    }

    /// The newest folder under `.imsim/runs` of a run named `name` (its name, then a dash and the time).
    private static func newestRun(named name: String) -> String? {
        let prefix = Artifacts.slug(name) + "-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ".imsim/runs")) ?? []
        return names.filter { $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).first?.isNumber == true }
            .map { ".imsim/runs/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/journal.jsonl") }
            .max { modified($0) < modified($1) }
    }

    private static func modified(_ folder: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: folder))?[.modificationDate] as? Date) ?? .distantPast
    }
}
