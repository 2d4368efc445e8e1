import ArgumentParser
import Foundation
import Logging
import IMSimRunner
import IMSimScenario

struct ScenarioOptions: ParsableArguments {
    @Argument(help: "The scenario file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    func load() throws(ScenarioError) -> Scenario {
        let scenario = try ScenarioParser.parse(contentsOfFile: self.scenario)
        try ScenarioValidator.validate(scenario, catalog: AppRegistry.scenarioCatalog)
        return scenario
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a scenario: a relay and one phone process per cast member.")

    @OptionGroup var options: ScenarioOptions

    @Option(help: "Write a JUnit XML report here.")
    var junit: String?

    @Option(help: "Seeds participant identifiers (and, later, injected faults) so a run can be replayed.")
    var seed: UInt64 = 1

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
            try? writeJUnit(JUnitReport(scenarioName: options.scenario, file: options.scenario, results: [result]))
            throw ExitCode(2)
        }
        print("imsim: \(scenario.name) (\(options.scenario)), cast \(scenario.cast.map(\.name).joined(separator: ", "))")
        let executable = CommandLine.executablePath
        let run = ScenarioRun(
            scenario: scenario,
            options: .init(executable: executable, apps: AppRegistry.descriptors, seed: seed),
            console: { print($0) }, logger: Logger(label: "imsim.runner"))
        let outcome = run.run()
        do {
            try writeJUnit(JUnitReport(scenarioName: scenario.name, file: options.scenario, results: run.results))
        } catch {
            FileHandle.standardError.write(Data("cannot write the JUnit report \(junit ?? ""): \(error)\n".utf8))
            throw ExitCode(2)
        }
        let total = run.results.reduce(Duration.zero) { $0 + $1.duration }
        switch outcome {
        case .passed: print("PASSED: \(run.results.count) steps in \(total.formatted(.units(allowed: [.milliseconds])))")
        case .failed, .infrastructureFailure: print("exit status \(outcome.exitStatus)")
        }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    private func writeJUnit(_ report: JUnitReport) throws {
        guard let junit else { return }
        try report.xml.write(toFile: junit, atomically: true, encoding: .utf8)
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
