import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimRunner
import IMSimUV

struct DownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "down", abstract: "End a run that is up: its phones close their apps and exit.")

    @Argument(help: "The run's name (`imsim ps`); default: the only run up.")
    var name: String?

    @Flag(help: "End every run that is up.")
    var all = false

    func run() throws {
        let runs = all ? RunRecord.runsUp() : [try RunSelection(name: name).record()]
        var failed = false
        for run in runs {
            if let problem = Self.end(run) {
                try? FileHandle.standardError.write(contentsOf: Data("\(ExecutableName.fileName): \(TerminalText.escaped(run.name)): \(problem)\n".utf8))
                failed = true
            } else {
                print("ended \(TerminalText.escaped(run.name))")
            }
        }
        if failed { throw ExitCode(2) }
    }

    /// Asks the run to end and waits until it says it has; nil when it did.
    static func end(_ run: RunRecord) -> String? {
        let loop = EventLoop()
        let client = RunClient(loop: loop, name: "down")
        var problem: String? = "the run did not answer"
        client.connect(to: run.controlSocket, onMessage: { message in
            switch message {
            case .welcome: client.send(.endRun(reason: "ended by imsim down"))
            // The connection closes once every process of the run is gone.
            case .ended: problem = nil
            default: break
            }
        }, onClose: { reason in
            if let reason, problem != nil { problem = reason }
        })
        loop.run()
        _ = loop.closeAll()
        return problem
    }
}

extension RunSelection {
    init(name: String?) {
        self.init()
        self.name = name
    }
}
