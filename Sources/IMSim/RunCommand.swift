import ArgumentParser
import Foundation
import IMSimCore
import IMSimEmbedded
import IMSimModel
import IMSimArtifacts
import IMSimRunner
import IMSimScenario
import Logging

struct ScenarioOptions: ParsableArguments {
    @Argument(help: "The scenario file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    func load() throws(ScenarioError) -> Scenario {
        try Self.load(yaml: ScenarioParser.text(ofFile: scenario), file: scenario)
    }

    /// The scenario `yaml` (the text of `file`) describes, parsed and validated.
    static func load(yaml: String, file: String) throws(ScenarioError) -> Scenario {
        let scenario = try ScenarioParser.parse(yaml: yaml, file: file)
        try ScenarioValidator.validate(scenario, catalog: AppRegistry.scenarioCatalog)
        return scenario
    }
}

/// Options of every command that starts a run.
struct RunStartOptions: ParsableArguments {
    @Option(help: "Seeds participant identifiers and, with --embedded, the order of everything in the run: the same seed, the same run.")
    var seed: UInt64 = 1

    @Option(help: "Keep this run's artifacts in DIR instead of .imsim/runs/<name>-<time>/.")
    var artifacts: String?

    @Option(help: "How many runs to keep in .imsim/runs (older ones are removed; the runs of one `imsim run` of several files count as one).")
    var keepRuns = Artifacts.defaultKeep

    /// Set by a run of several files for each of its runs: they are pruned together.
    @Option(help: ArgumentHelp("The batch this run is part of (set by imsim for the runs of several files).", visibility: .hidden))
    var batch: String?

    @Option(help: "The run's name for `imsim ps` and `imsim attach` (default: the scenario's or app's).")
    var name: String?

    @Flag(name: .shortAndLong, help: "Echo every process's output live, extensions' print included (also IMSIM_VERBOSE=1).")
    var verbose = false

    @Flag(help: "Start every extension process at its launch, instead of ahead of it on the phones that will open the app.")
    var noPrewarm = false

    @Option(help: ArgumentHelp("Every phone's device, unless a cast member names its own (overrides the scenario's `device`): "
                               + Device.all.map(\.id).joined(separator: ", ") + ".", valueName: "ID"))
    var device: String?

    func validate() throws {
        if let device, Device.named(device) == nil { throw ValidationError(DeviceNameError(name: device).description) }
    }

    /// `--device` as a canonical id; nil when not given.
    var deviceID: String? { device.flatMap(Device.named)?.id }

    var echoOutput: Bool { verbose || ProcessInfo.processInfo.environment["IMSIM_VERBOSE"].map { !$0.isEmpty && $0 != "0" } ?? false }

    func makeArtifacts(for name: String) throws(ArtifactsError) -> Artifacts {
        if let artifacts { return try Artifacts.at(artifacts) }
        return try Artifacts.create(name: name, keep: keepRuns, batch: batch)
    }

    /// The configuration of a run of `scenario`.
    func configuration(for scenario: Scenario, file: String) throws -> RunConfiguration {
        let name = RunRecord.uniqueName(self.name ?? Artifacts.slug(scenario.name))
        var configuration = RunConfiguration(
            name: name, executable: CommandLine.executablePath, app: scenario.app, apps: AppRegistry.descriptors,
            cast: scenario.participants,
            conversations: scenario.conversations.map { ConversationInfo(id: $0.name, members: $0.members.map(\.name)) },
            installedOn: scenario.installedOn.map { Set($0.map(\.name)) }, expireAfter: scenario.expireAfter,
            seed: seed, scenarioFile: file, command: SharedContainer.originalCommand ?? AgainCommand.of(CommandLine.arguments),
            artifacts: try makeArtifacts(for: scenario.name),
            echoOutput: echoOutput)
        configuration.devices = scenario.devices(defaultDevice: deviceID)
        // Those who act in the steps are who may open the app.
        if !noPrewarm { configuration.prewarmed = configuration.prewarmable(Set(scenario.steps.flatMap(\.actors))) }
        return configuration
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run scenarios: live (a relay and a process per phone) or --embedded (one process, ordered by --seed).",
        discussion: """
            Everything a run did stays in its artifacts folder (.imsim/runs/<name>-<time>/, `latest` links the newest). \
            A scenario that ends as its `outcome:` declares (pass, fail or rejected) counts as passing. Several files \
            or folders (searched recursively for .yaml and .yml) run in parallel, each in its own run, and end with \
            one summary: exit 0 only if every file ended as declared.
            """)

    @Argument(help: "Scenario files (YAML) and folders of them.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String]

    @OptionGroup var start: RunStartOptions

    @Option(help: "Write a JUnit XML report here (several files: one merged report, one testsuite per file).")
    var junit: String?

    @Option(help: "Several files: write a TAP report here.")
    var tap: String?

    @Option(help: "Several files: write a JSON Lines report here, one object per file.")
    var json: String?

    @Option(help: "Write an HTML page here: for one file its run's report.html; for several, one line per file with a link to each run's report.")
    var html: String?

    @Option(help: "Several files: run a file that did not end as declared up to N more times; one that then does is marked flaky.")
    var retries = 0

    @Option(help: "Several files: how many scenarios run at once (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "On a failure, keep the run up at the failing step and say how to attach to it (one file only); --embedded: open a console here, at the failure.")
    var pauseOnFailure = false

    @Flag(help: "Fail a run that passes but leaves states or transitions of the scenario's state model untaken.")
    var requireFullCoverage = false
    @Option(help: ArgumentHelp("Pictures of every phone's screen in the artifacts (phones/<name>/screens/): after each step "
                               + "(each-step), at the failing step (failure) or none.", valueName: "each-step|failure|none"))
    var screenshots: String = ScreenshotMode.failure.rawValue

    @Flag(help: "Write (or replace) the references of `snapshot:` expectations in __snapshots__ instead of comparing with them.")
    var recordSnapshots = false

    @Flag(help: "Play each scenario in one process on in-memory links, in an order drawn from --seed: the same seed, the same run. A scenario that says `transport: live` is refused (skipped among several files).")
    var embedded = false

    @Flag(help: "One file: play it twice embedded with --seed, and show where the two journals first differ (times and fresh identifiers aside).")
    var checkDeterminism = false

    @Option(help: ArgumentHelp("One file: play it embedded once per seed (e.g. 1...500), several at once, and say which seeds fail; their runs are kept in .imsim/sweeps/.",
                               valueName: "FIRST...LAST"))
    var seeds: String?

    @Option(help: ArgumentHelp("With --embedded, one file: each phone handles people's actions and others' messages in the order RUN's phones did, where it can (imsim replay plays a live run again so).",
                               valueName: "RUN"))
    var orderOf: String?

    @Option(help: ArgumentHelp("With --embedded, one file: before step STEP (counting from 1) the run waits and opens a console here, as imsim attach does; `quit` lets the steps go on.",
                               valueName: "STEP"))
    var consoleAt: Int?

    @Flag(help: "One file: exit with its own status (0 passed, 1 failed, 2 rejected) whatever its `outcome:` declares.")
    var actualStatus = false

    /// A batch's child writes how it ended here (`ObservedEnding` as JSON), for its parent to judge.
    @Option(help: .hidden)
    var endingFile: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if checkDeterminism || seeds != nil, pauseOnFailure || consoleAt != nil {
            throw ValidationError("\(pauseOnFailure ? "--pause-on-failure" : "--console-at") is for one run, not \(seeds != nil ? "a sweep" : "a check")")
        }
        if let consoleAt, !embedded || consoleAt < 1 {
            throw ValidationError(consoleAt < 1 ? "--console-at takes a step number from 1" : "--console-at is for an --embedded run (a live run: imsim attach)")
        }
        if checkDeterminism, seeds != nil { throw ValidationError("--check-determinism or --seeds, not both") }
        if checkDeterminism || seeds != nil, paths.count != 1 {
            throw ValidationError("\(checkDeterminism ? "--check-determinism" : "--seeds") plays one scenario file, not \(paths.count) paths")
        }
        if let seeds, SeedSweep.parse(seeds) == nil {
            let reversed = seeds.components(separatedBy: "...").compactMap(UInt64.init)
            if reversed.count == 2, reversed[0] > reversed[1] {
                throw ValidationError("--seeds \(seeds): the first seed comes first (\(reversed[1])...\(reversed[0]))")
            }
            throw ValidationError("--seeds takes FIRST...LAST (1...500) or one seed, not \(seeds)")
        }
        if orderOf != nil, !embedded || checkDeterminism || seeds != nil || paths.count != 1 {
            throw ValidationError("--order-of plays one scenario file --embedded, in the order of another run")
        }
        if !(0...10).contains(retries) { throw ValidationError("--retries takes 0 to 10, not \(retries)") }
        guard ScreenshotMode(rawValue: screenshots) != nil else {
            throw ValidationError("--screenshots takes \(ScreenshotMode.allCases.map(\.rawValue).joined(separator: ", ")), not \(screenshots)")
        }
    }

    func run() throws {
        LogSetup.bootstrap()
        var isDirectory: ObjCBool = false
        let single = paths.count == 1 && !(FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory)
            && isDirectory.boolValue)
        if checkDeterminism || seeds != nil, !single {
            throw ValidationError("\(checkDeterminism ? "--check-determinism" : "--seeds") plays one scenario file, not a folder")
        }
        guard single else {
            if pauseOnFailure || consoleAt != nil {
                throw ValidationError("\(pauseOnFailure ? "--pause-on-failure" : "--console-at") needs a single scenario file")
            }
            let status = try BatchRun(paths: paths, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                      start: start, reports: BatchReports(junit: junit, tap: tap, json: json, html: html),
                                      retries: retries,
                                      childFlags: (requireFullCoverage ? ["--require-full-coverage"] : [])
                                          + ["--screenshots", screenshots] + (recordSnapshots ? ["--record-snapshots"] : [])
                                          + (embedded ? ["--embedded"] : []), embedded: embedded).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if checkDeterminism || seeds != nil {
            let scenario = try ScenarioOptions(scenario: paths[0]).load()
            if scenario.requiredTransport == .live {
                try? FileHandle.standardError.write(contentsOf: Data("imsim: \(Self.liveOnly(paths[0]))\n".utf8))
                throw ExitCode(2)
            }
            let flags = ["--screenshots", screenshots] + (requireFullCoverage ? ["--require-full-coverage"] : [])
            let status = if let seeds, let range = SeedSweep.parse(seeds) {
                try SeedSweep(file: paths[0], scenario: scenario, seeds: range, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                              childFlags: flags).run()
            } else {
                try DeterminismCheck(file: paths[0], scenario: scenario, seed: start.seed, childFlags: flags).run()
            }
            if status != 0 { throw ExitCode(status) }
            return
        }
        let (ending, declared) = runScenario(paths[0])
        if let endingFile {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            do {
                try encoder.encode(ending).write(to: URL(fileURLWithPath: endingFile))
            } catch {
                try? FileHandle.standardError.write(contentsOf: Data("imsim: \(FileWriteError(path: endingFile, error))\n".utf8))
            }
        }
        let honoured = actualStatus ? ending.exitStatus : Self.honour(declared, ending: ending)
        if honoured != 0 { throw ExitCode(honoured) }
    }

    /// Why `file` is not played embedded.
    static func liveOnly(_ file: String) -> String {
        "\(file): the scenario says `transport: live` (it needs each phone's extension in a process of its own); run it without --embedded"
    }

    /// 0 when `ending` is what `declared` says (its status, and for a must-fail scenario its failure's
    /// line and words); its status for a scenario declared to pass; 1 otherwise.
    static func honour(_ declared: ExpectedOutcome, ending: ObservedEnding) -> Int32 {
        guard declared != .pass else { return ending.exitStatus }
        if let mismatch = declared.mismatch(with: ending) {
            print(mismatch)
            return 1
        }
        print("ended as declared (outcome: \(declared.summary), exit status \(ending.exitStatus)): counts as passing")
        return 0
    }

    /// Runs one scenario file; returns how it ended (exit status 0 passed, 1 failed, 2 rejected or not
    /// run, and the failure) and the outcome it declares. The file is read once: one refused for its
    /// size or bytes declares nothing.
    private func runScenario(_ file: String) -> (ending: ObservedEnding, declared: ExpectedOutcome) {
        let scenario: Scenario
        var declared = ExpectedOutcome.pass
        var yaml: String?
        do {
            let text = try ScenarioParser.text(ofFile: file)
            yaml = text
            scenario = try ScenarioOptions.load(yaml: text, file: file)
            declared = scenario.expectedOutcome
            // The YAML tree is gone: the run keeps only what it reads.
            FreedMemory.giveBack()
        } catch {
            // A refused file may still declare that it must be refused.
            declared = yaml.flatMap(ExpectedOutcome.declared(inScenarioText:)) ?? .pass
            try? FileHandle.standardError.write(contentsOf: Data("\(error)\n".utf8))
            // CI still gets a report: one failed case naming the problem.
            let location = error.location ?? SourceLocation(file: file, line: 1, column: 1)
            let result = StepResult(step: "load \(file)", location: location, duration: .zero,
                                    outcome: .failed(error.description))
            try? writeJUnit(JUnitReport(scenarioName: file, file: file, results: [result]), to: junit)
            return (ObservedEnding(rejectedWith: [error]), declared)
        }
        if embedded, scenario.requiredTransport == .live {
            let reason = Self.liveOnly(file)
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(reason)\n".utf8))
            return (ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: reason)]), declared)
        }
        let configuration: RunConfiguration
        do {
            configuration = try start.configuration(for: scenario, file: file)
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(error)\n".utf8))
            return (ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: "\(error)")]), declared)
        }
        if embedded, !SharedContainer.isEntered(artifacts: configuration.artifacts.path) {
            // Foundation reads HOME once: the run is played by this program started again in its container.
            let problem = SharedContainer.reenter(artifacts: configuration.artifacts.path, executable: CommandLine.executablePath,
                                                  arguments: Array(CommandLine.arguments.dropFirst()))
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(problem)\n".utf8))
            return (ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: problem)]), declared)
        }
        if let consoleAt, consoleAt > scenario.steps.count {
            let reason = "--console-at \(consoleAt): \(file) has \(scenario.steps.count) steps"
            try? FileHandle.standardError.write(contentsOf: Data("imsim: \(reason)\n".utf8))
            return (ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: reason)]), declared)
        }
        let embeddedConsole = embedded && (consoleAt != nil || pauseOnFailure)
            ? EmbeddedConsole(atStep: consoleAt, atFailure: pauseOnFailure,
                              options: ConsoleOptions(executable: ExecutableName.invocation), readLine: EditLineReader.make())
            : nil
        var recorded: PhoneInputs?
        if let orderOf {
            do {
                recorded = try PhoneInputs(journalAt: FinishedRun.folder(named: orderOf) + "/journal.jsonl")
            } catch {
                let reason = "--order-of \(orderOf): \((error as? ValidationError)?.message ?? "\(error)")"
                try? FileHandle.standardError.write(contentsOf: Data("imsim: \(reason)\n".utf8))
                return (ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: reason)]), declared)
            }
        }
        print("\(ExecutableName.fileName): \(TerminalText.escaped(scenario.name)) (\(file)), cast \(scenario.participants.joined(separator: ", "))"
            + (embedded ? ", embedded, seed \(start.seed)" : "") + (orderOf.map { ", in the order of \($0)" } ?? ""))
        let pictures = PictureSettings(screenshots: ScreenshotMode(rawValue: screenshots) ?? .failure, recordSnapshots: recordSnapshots)
        let ending = embedded
            ? MainActor.assumeIsolated {
                EmbeddedRun(configuration: configuration, scenario: scenario, apps: AppRegistry.embeddedApps,
                            requireFullCoverage: requireFullCoverage, pictures: pictures, following: recorded,
                            consoleAt: embeddedConsole, console: { print($0) }, logger: Logger(label: "imsim.run")).run()
            }
            : LocalRun(configuration: configuration, scenario: scenario, pauseOnFailure: pauseOnFailure,
                       requireFullCoverage: requireFullCoverage, pictures: pictures, foldsJournal: true,
                       console: { print($0) }, logger: Logger(label: "imsim.run")).run()
        let outcome = ending.outcome ?? .infrastructureFailure(ending.end.reason)
        var report = JUnitReport(scenarioName: scenario.name, file: file, results: ending.results)
        report.modelCoverage = ending.modelCoverage
        var result = RunResult(name: scenario.name, file: file, outcome: outcome, endReason: ending.end.reason,
                               seed: start.seed, command: AgainCommand.of(CommandLine.arguments), artifacts: configuration.artifacts.path,
                               results: ending.results)
        result.model = ending.modelCoverage
        result.lostMessages = ending.lostMessages.isEmpty ? nil : ending.lostMessages
        if declared != .pass {
            result.declared = declared.summary
            result.endedAsDeclared = declared.mismatch(with: ObservedEnding(outcome: outcome, results: ending.results)) == nil
        }
        // The journal was read as the run wrote it, trace.json with it (else it is read now, once),
        // and the report is made once, from the result in hand; only from a journal that is a file:
        // one on a device (/dev/full in a test) has no end. result.json is written on another core
        // meanwhile.
        let journalIsFile = Self.isRegularFile(configuration.artifacts.journal)
        let tracePath = configuration.artifacts.trace
        var reading = ending.journal
        func journal() throws -> JournalReading {
            if let reading { return reading }
            let read = try JournalReading(journalAt: configuration.artifacts.journal, trace: .file(tracePath), steps: false)
            reading = read
            return read
        }
        var made: RunReport?
        func runReport() throws -> RunReport {
            if let made { return made }
            let report = RunReport.make(artifacts: configuration.artifacts.path, reading: try journal(), result: result)
            made = report
            return report
        }
        let resultPath = configuration.artifacts.result
        let finalResult = result
        let resultWriting = BackgroundWork { try finalResult.write(to: resultPath) }
        // Each report is tried, whatever became of the others (a full disk may refuse some).
        let reports: [(String?, () throws -> Void)] = [
            (journalIsFile ? configuration.artifacts.report : nil, {
                try ReportPage.write(runReport(), artifacts: configuration.artifacts.path)
            }),
            (junit, { try writeJUnit(report, to: junit) }),
            // The page again where --html says, its links leading back to the run's folder.
            (journalIsFile ? html : nil, {
                try ReportPage.write(runReport(), artifacts: configuration.artifacts.path, to: html)
            }),
            (junit.map { _ in configuration.artifacts.path + "/junit.xml" },
             { try writeJUnit(report, to: junit.map { _ in configuration.artifacts.path + "/junit.xml" }) }),
            (resultPath, { try resultWriting.wait() }),
            (journalIsFile ? tracePath : nil, {
                let read = try journal()
                guard let file = read.traceFile else { return try read.trace.json().write(to: URL(fileURLWithPath: tracePath)) }
                if let failure = file.failure { throw failure }
            }),
        ]
        var unwritten = false
        for case let (path?, write) in reports {
            do {
                try write()
            } catch {
                try? FileHandle.standardError.write(contentsOf: Data("imsim: \(FileWriteError(path: path, error))\n".utf8))
                unwritten = true
            }
        }
        if unwritten { return (ObservedEnding(exitStatus: 2, failures: [.init(line: nil, message: "a report could not be written")]), declared) }
        let total = ending.results.reduce(Duration.zero) { $0 + $1.duration }
        switch outcome {
        case .passed: print("PASSED: \(ending.results.count) steps in \(total.consoleText)")
        case .failed, .infrastructureFailure: print("exit status \(outcome.exitStatus)")
        }
        LostMessage.report(ending.lostMessages).forEach { print($0) }
        if Self.isRegularFile(configuration.artifacts.report) { print("report: \(Self.relative(configuration.artifacts.report))") }
        print("artifacts: \(Self.relative(configuration.artifacts.path))")
        return (ObservedEnding(outcome: outcome, results: ending.results), declared)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
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
