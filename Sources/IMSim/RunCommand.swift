import ArgumentParser
import Foundation
import IMSimCore
import IMSimRunner
import IMSimScenario
import Logging

struct ScenarioOptions: ParsableArguments {
    @Argument(help: "The scenario file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    func load() throws(ScenarioError) -> Scenario {
        let scenario = try ScenarioParser.parse(contentsOfFile: self.scenario)
        try ScenarioValidator.validate(scenario, catalog: AppRegistry.scenarioCatalog)
        return scenario
    }
}

/// Options of every command that starts a run.
struct RunStartOptions: ParsableArguments {
    @Option(help: "Seeds participant identifiers (and, later, injected faults) so a run can be replayed.")
    var seed: UInt64 = 1

    @Option(help: "Keep this run's artifacts in DIR instead of .imsim/runs/<name>-<time>/.")
    var artifacts: String?

    @Option(help: "How many runs to keep in .imsim/runs (older ones are removed).")
    var keepRuns = Artifacts.defaultKeep

    @Option(help: "The run's name for `imsim ps` and `imsim attach` (default: the scenario's or app's).")
    var name: String?

    @Flag(name: .shortAndLong, help: "Echo every process's output live, extensions' print included (also IMSIM_VERBOSE=1).")
    var verbose = false

    var echoOutput: Bool { verbose || ProcessInfo.processInfo.environment["IMSIM_VERBOSE"].map { !$0.isEmpty && $0 != "0" } ?? false }

    func makeArtifacts(for name: String) throws -> Artifacts {
        if let artifacts { return try Artifacts.at(artifacts) }
        return try Artifacts.create(name: name, keep: keepRuns)
    }

    /// The configuration of a run of `scenario`.
    func configuration(for scenario: Scenario, file: String) throws -> RunConfiguration {
        let name = RunRecord.uniqueName(self.name ?? Artifacts.slug(scenario.name))
        return RunConfiguration(
            name: name, executable: CommandLine.executablePath, app: scenario.app, apps: AppRegistry.descriptors,
            cast: scenario.participants,
            conversations: scenario.conversations.map { ConversationInfo(id: $0.name, members: $0.members.map(\.name)) },
            installedOn: scenario.installedOn.map { Set($0.map(\.name)) }, expireAfter: scenario.expireAfter,
            seed: seed, scenarioFile: file, command: CommandLine.arguments, artifacts: try makeArtifacts(for: scenario.name),
            echoOutput: echoOutput)
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a scenario: a relay and one phone process per cast member.",
        discussion: "Everything the run did stays in its artifacts folder (.imsim/runs/<name>-<time>/, `latest` links the newest).")

    @OptionGroup var options: ScenarioOptions
    @OptionGroup var start: RunStartOptions

    @Option(help: "Write a JUnit XML report here (a copy goes into the run's artifacts).")
    var junit: String?

    @Flag(help: "On a failure, keep the run up at the failing step and say how to attach to it.")
    var pauseOnFailure = false

    @Flag(help: "Fail a run that passes but leaves states or transitions of the scenario's state model untaken.")
    var requireFullCoverage = false

    func run() throws {
        LogSetup.bootstrap()
        let scenario: Scenario
        do {
            scenario = try options.load()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            // CI still gets a report: one failed case naming the problem.
            let location = error.location ?? SourceLocation(file: options.scenario, line: 1, column: 1)
            let result = StepResult(step: "load \(options.scenario)", location: location, duration: .zero,
                                    outcome: .failed(error.description))
            try? writeJUnit(JUnitReport(scenarioName: options.scenario, file: options.scenario, results: [result]), to: junit)
            throw ExitCode(2)
        }
        let configuration: RunConfiguration
        do {
            configuration = try start.configuration(for: scenario, file: options.scenario)
        } catch {
            FileHandle.standardError.write(Data("imsim: cannot create the run's artifacts folder: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print("imsim: \(scenario.name) (\(options.scenario)), cast \(scenario.participants.joined(separator: ", "))")
        let ending = LocalRun(configuration: configuration, scenario: scenario, pauseOnFailure: pauseOnFailure,
                              requireFullCoverage: requireFullCoverage, console: { print($0) }, logger: Logger(label: "imsim.run")).run()
        let outcome = ending.outcome ?? .infrastructureFailure(ending.end.reason)
        var report = JUnitReport(scenarioName: scenario.name, file: options.scenario, results: ending.results)
        report.modelCoverage = ending.modelCoverage
        do {
            try writeJUnit(report, to: junit)
            try writeJUnit(report, to: junit.map { _ in configuration.artifacts.path + "/junit.xml" })
            var result = RunResult(name: scenario.name, file: options.scenario, outcome: outcome, endReason: ending.end.reason,
                                   seed: start.seed, command: CommandLine.arguments, artifacts: configuration.artifacts.path,
                                   results: ending.results)
            result.model = ending.modelCoverage
            try result.write(to: configuration.artifacts.result)
        } catch {
            FileHandle.standardError.write(Data("imsim: cannot write a report: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let total = ending.results.reduce(Duration.zero) { $0 + $1.duration }
        switch outcome {
        case .passed: print("PASSED: \(ending.results.count) steps in \(total.formatted(.units(allowed: [.milliseconds])))")
        case .failed, .infrastructureFailure: print("exit status \(outcome.exitStatus)")
        }
        print("artifacts: \(Self.relative(configuration.artifacts.path))")
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    private func writeJUnit(_ report: JUnitReport, to path: String?) throws {
        guard let path else { return }
        try report.xml.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `path` from the working directory when it is inside it.
    static func relative(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Validate a scenario without running it.")

    @OptionGroup var options: ScenarioOptions

    func run() throws {
        do {
            let scenario = try options.load()
            print("\(options.scenario): \(scenario.steps.count) steps, cast \(scenario.cast.map(\.name).joined(separator: ", ")): valid")
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

struct AppsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps", abstract: "List the iMessage apps a scenario can use, with their controls.")

    func run() {
        for app in AppRegistry.apps {
            print("\(app.key)\t\(app.displayName)\t\(app.bundleIdentifier)")
            print("  controls: \(app.controls?.joined(separator: ", ") ?? "(not declared: checked on screen at each step)")")
        }
    }
}

extension CommandLine {
    /// This binary's own path, to re-execute it in another role.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}
