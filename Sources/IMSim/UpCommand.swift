import ArgumentParser
import Foundation
import IMSimCore
import IMSimModel
import IMSimArtifacts
import IMSimRunner
import IMSimScenario
import Logging

struct UpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "up",
        abstract: "Start a run that stays up, so consoles can attach: a scenario's cast after its steps, or an app and a cast.",
        discussion: """
            Examples:
              imsim up scenarios/mussels-party.yaml     play it, then stay up
              imsim up --app shopping-list --cast Kate,John
            Then, from another terminal: imsim attach Kate. `imsim down` (or Ctrl-C here) ends the run.
            """)

    @Argument(help: "A scenario to play first (its cast and app make the run).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String?

    @Option(help: "Without a scenario: the app every phone has (`imsim apps`).")
    var app: String?

    @Option(help: "Without a scenario: the participants, comma-separated (Kate,John).")
    var cast: String?

    @OptionGroup var start: RunStartOptions

    func validate() throws {
        if scenario == nil, app == nil || cast == nil {
            throw ValidationError("give a scenario, or --app and --cast (e.g. --app shopping-list --cast Kate,John)")
        }
        if scenario != nil, app != nil || cast != nil { throw ValidationError("--app and --cast are for a run without a scenario") }
    }

    func run() throws {
        LogSetup.bootstrap()
        let playing: Scenario?
        let configuration: RunConfiguration
        do {
            if let scenario {
                let loaded = try ScenarioOptions(scenario: scenario).load()
                playing = loaded
                configuration = try start.configuration(for: loaded, file: scenario)
            } else {
                playing = nil
                configuration = try emptyRun()
            }
        } catch let error as ScenarioError {
            try? FileHandle.standardError.write(contentsOf: Data("\(error)\n".utf8))
            throw ExitCode(2)
        } catch let error as ArtifactsError {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let name = TerminalText.escaped(configuration.name)
        print("\(ExecutableName.fileName): run \(name)" + (name == configuration.app ? "" : " of \(configuration.app)")
            + ", cast \(configuration.cast.joined(separator: ", "))")
        let ending = LocalRun(configuration: configuration, scenario: playing, staysUp: true, console: { print($0) },
                              logger: Logger(label: "imsim.up")).run { _ in
            guard playing == nil else { return }
            let attach = "\(ExecutableName.invocation) attach \(configuration.cast[0])", down = "\(ExecutableName.invocation) down \(name)"
            let width = max(attach.count, down.count) + 4
            print("The run \(name) is up.")
            print("  " + attach.padding(toLength: width, withPad: " ", startingAt: 0) + "act and look on \(configuration.cast[0])'s phone")
            print("  " + down.padding(toLength: width, withPad: " ", startingAt: 0) + "end it (or press Ctrl-C here)")
        }
        print("ended: \(ending.end.reason)")
        print("artifacts: \(RunCommand.relative(configuration.artifacts.path))")
        if ending.end.isFailure { throw ExitCode(2) }
    }

    private func emptyRun() throws -> RunConfiguration {
        guard let app, let cast else { throw ValidationError("--app and --cast") }
        let names = cast.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard AppRegistry.descriptors.contains(where: { $0.app.key == app }) else {
            throw ValidationError("no app `\(app)`; installed: \(AppRegistry.descriptors.map(\.app.key).joined(separator: ", "))")
        }
        guard names.count >= 2, Set(names).count == names.count else {
            throw ValidationError("--cast needs two or more different names, e.g. Kate,John")
        }
        for participant in names {
            if let problem = ScenarioValidator.participantNameProblem(participant) {
                throw ValidationError("--cast: `\(participant)` \(problem)")
            }
        }
        guard names.count <= RunLimits.maximumCastSize else {
            throw ValidationError("--cast has \(names.count) participants; a run starts at most \(RunLimits.maximumCastSize)")
        }
        let name = RunRecord.uniqueName(start.name ?? Artifacts.slug(app))
        var configuration = RunConfiguration(
            name: name, executable: CommandLine.executablePath, app: app, apps: AppRegistry.descriptors, cast: names,
            conversations: [ConversationInfo(id: ConversationSpec.defaultName, members: names)], seed: start.seed,
            scenarioFile: nil, command: CommandLine.arguments, artifacts: try start.makeArtifacts(for: app),
            echoOutput: start.echoOutput)
        if let device = start.deviceID { configuration.devices = Dictionary(uniqueKeysWithValues: names.map { ($0, device) }) }
        // Anyone may open the app from a console.
        if !start.noPrewarm { configuration.prewarmed = configuration.prewarmable(Set(names)) }
        return configuration
    }
}

extension ScenarioOptions {
    init(scenario: String) {
        self.init()
        self.scenario = scenario
    }
}
