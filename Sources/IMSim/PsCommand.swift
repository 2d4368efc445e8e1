import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimRunner

struct PsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ps", abstract: "List the runs that are up.")

    @Flag(help: "One JSON object per run.")
    var json = false

    func run() throws {
        let runs = RunRecord.runsUp()
        if json {
            for run in runs { print(String(decoding: try JSONEncoder.sortedKeys.encode(run), as: UTF8.self)) }
            return
        }
        guard !runs.isEmpty else { return print("no run is up; `\(ExecutableName.invocation) up SCENARIO` starts one") }
        let rows = [["NAME", "PID", "APP", "CAST", "STARTED", "SCENARIO"]] + runs.map {
            [$0.name, String($0.pid), $0.app, $0.cast.joined(separator: ","), $0.startedAt, $0.scenarioFile ?? "-"].map(TerminalText.escaped)
        }
        let widths = (0..<6).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            print(zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
    }
}
