import ArgumentParser
import IMSimModel
import Foundation
import IMSimRunner

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a finished run from its journal: its steps, failures and each phone's transcript. Runs nothing.")

    @Argument(help: "A run's artifacts folder, or its folder name under .imsim/runs (default: latest).")
    var name = "latest"

    func run() throws {
        let candidates = [name, ".imsim/runs/" + name]
        guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/journal.jsonl") }) else {
            throw ValidationError("no run `\(name)`: no journal.jsonl in \(candidates.joined(separator: " or "))")
        }
        do {
            print(try JournalReplay(journalAt: folder + "/journal.jsonl").text)
        } catch {
            throw ValidationError("cannot read \(folder)/journal.jsonl: \(error.localizedDescription)")
        }
    }
}
