import ArgumentParser
import IMSimModel
import Foundation
import IMSimArtifacts

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a finished run from its journal: its steps, failures and each phone's transcript. Runs nothing.")

    @OptionGroup var finished: FinishedRun

    func run() throws {
        let folder = try finished.folder()
        do {
            print(try JournalReplay(journalAt: folder + "/journal.jsonl").text)
        } catch {
            throw ValidationError("cannot read \(folder)/journal.jsonl: \(error.localizedDescription)")
        }
    }
}
