import Foundation
import IMSimCore
import IMSimExtension
import IMSimModel
import IMSimPhone
import IMSimArtifacts
import IMSimScenario
import Logging

/// A whole run in this process: the cast's phones with their extensions, the relay's routing, the
/// run's bookkeeping and the scenario's steps, joined by in-memory links instead of sockets. Which
/// link delivers next, and so every interleaving of people acting at once, of deliveries to many
/// receivers and of timers, is drawn from the seed (`SeededScheduler`): the same seed gives the same
/// journal, times and identifiers aside. It writes the artifacts a live run writes. On the main thread.
@MainActor
public final class EmbeddedRun {
    let configuration: RunConfiguration
    let scenario: Scenario
    let apps: EmbeddedApps
    let console: (String) -> Void
    let logger: Logger
    var scheduler: SeededScheduler<EmbeddedJob>
    var engine: StepEngine
    var phones: [String: InProcessPhone] = [:]
    var router: RelayRouter
    /// The relay's connection number of each phone.
    var connections: [String: Int] = [:]
    var namesByConnection: [Int: String] = [:]
    /// Started phones, launches, quiet, people's actions: the bookkeeping both transports keep.
    var ledger: RunLedger
    let pump = MainQueuePump()
    lazy var watchdog = ExtensionWatchdog(limit: max(scenario.timeout * 2, .seconds(10)))
    var output: OutputCapture?
    /// The phone whose extension code runs now: its screen is `UIScreen.main`, its hooks are installed.
    var currentExtension: String?

    // The journal
    /// Writes `journal.jsonl` and reads its entries for the report and the trace, on a thread of its own.
    var journal: BackgroundJournal? {
        didSet { journalWritten.journal = journal }
    }
    /// Waits for the journal's entries to be in its file, for the step engine's reading back.
    let journalWritten = JournalWritten()
    let logs = LogFiles()
    var journalCount = 0
    var sequences: [String: Int] = [:]
    /// Entries not yet given to the step engine.
    var unfed: [JournalEntry] = []
    var quietReported: Int?

    var isReady = false
    var deadline: SeededScheduler<EmbeddedJob>.TimerID?
    /// Messages on the relay's links, numbered in the order sent.
    var onRelayLinks: Set<Int> = []
    var relayJobsSent = 0
    /// People's actions waiting for the messages sent over the relay before them to arrive (`release`).
    var heldCommands: [(after: Int, job: EmbeddedJob)] = []
    var end: RunEnd?
    /// The run's pictures folder in memory (`PictureHandoff`), named for this process, and its lock;
    /// nil: each extension picture beside its screenshot.
    private(set) var pictureFolder: (name: String, path: String, lock: PictureHandoff.Lock)?
    /// Another run's order of each phone's inputs, followed where it can be (`imsim replay` of a live run).
    var follower: InputOrderFollower?
    var inputCounter = InputCounter()
    /// Where the run opens a console in its terminal; nil: never.
    let consoleSettings: EmbeddedConsole?
    /// The console open now.
    var attached: OpenConsole?
    var consoleOpened = (step: false, failure: false)
    let startTime = DispatchTime.now().uptimeNanoseconds

    public init(configuration: RunConfiguration, scenario: Scenario, apps: EmbeddedApps, requireFullCoverage: Bool = false,
                pictures: PictureSettings = PictureSettings(), following recorded: PhoneInputs? = nil,
                consoleAt consoleSettings: EmbeddedConsole? = nil, console: @escaping (String) -> Void, logger: Logger) {
        self.consoleSettings = consoleSettings
        self.configuration = configuration
        self.scenario = scenario
        self.apps = apps
        self.console = console
        self.logger = logger
        scheduler = SeededScheduler(seed: configuration.seed)
        // Each phone's older history is read back from the journal file, once written, when a step needs it.
        let written = journalWritten
        engine = StepEngine(scenario: scenario, requireFullCoverage: requireFullCoverage, pictures: pictures,
                            history: JournalHistory.reader { written.wait() })
        router = RelayRouter(cast: Set(configuration.cast))
        ledger = RunLedger(cast: configuration.cast)
        follower = recorded.map(InputOrderFollower.init(recorded:))
    }

    /// Real nanoseconds since the run began, for the journal's times and steps' durations.
    var now: UInt64 { DispatchTime.now().uptimeNanoseconds &- startTime }

    /// Plays the scenario to its end; returns how it ended.
    public func run() -> RunEnding {
        start()
        while end == nil { turn() }
        let reading = journal?.finish()
        journal = nil
        tearDown()
        let outcome = engine.outcome ?? .infrastructureFailure(end?.reason ?? "the run ended")
        var ending = RunEnding(outcome: outcome, end: end ?? RunEnd(reason: "the run ended", isFailure: true),
                                     results: engine.results, modelCoverage: engine.modelCoverage, lostMessages: engine.lostMessages)
        ending.journal = reading
        return ending
    }

    /// Does the next thing: a link's job, else the extensions' queued work, else telling the steps the
    /// cast is quiet, else the next timer; following a recorded order, a job out of it comes last.
    private func turn() {
        if Interruption.isRequested { return finish("interrupted", isFailure: true) }
        releaseCommands()
        if readConsoleLine() {
            // The person typed; what it does is on the links.
        } else if let (_, job) = nextJob() {
            perform(job)
        } else if runExtensionWork() {
            // What it did is on the links now.
        } else if isQuiet, quietReported != journalCount {
            quietReported = journalCount
            journal?.handOver()
            attached == nil ? feed(.quiet) : toConsole(.quiet)
        } else if waitForExtensionWork() {
            // Work off the main thread came back to it.
        } else if let job = scheduler.fireNextTimer() {
            perform(job)
        } else if let (_, job) = nextJob(keepingOrder: false) {
            // The recorded order cannot be kept: what is left goes on in the seed's order.
            perform(job)
        } else {
            finish("nothing is left to happen and the scenario has not ended (the embedded run is stuck)", isFailure: true)
        }
        feedEntries()
    }

    /// Phones quiet, no message in flight and no action under way or waiting.
    var isQuiet: Bool { isReady && !scheduler.hasReady && heldCommands.isEmpty && ledger.isQuiet }

    /// Hands a phone a person's action once every message sent over the relay before the action was
    /// asked for has arrived. In a live run the player's round trip takes about a thousand times a
    /// relay hop, so a person acting after another's message is sent acts after it has arrived;
    /// actions asked for together still race each other and what they send.
    func sendCommand(_ job: EmbeddedJob) {
        // A recorded order says when each phone handled it.
        if follower != nil { return send(job) }
        heldCommands.append((relayJobsSent, job))
    }

    private func releaseCommands() {
        guard !heldCommands.isEmpty else { return }
        let oldestOnRelay = onRelayLinks.min() ?? Int.max
        while let first = heldCommands.first, first.after < oldestOnRelay {
            heldCommands.removeFirst()
            send(first.job)
        }
    }

    private func start() {
        Interruption.watch()
        do {
            try FileManager.default.createDirectory(atPath: configuration.artifacts.attachments, withIntermediateDirectories: true)
            journal = BackgroundJournal(file: try AppendOnlyFile(path: configuration.artifacts.journal, truncating: true),
                                        reading: JournalReading(trace: .file(configuration.artifacts.trace), steps: false))
        } catch {
            return finish("cannot start the run: \(error)", isFailure: true)
        }
        // Started before any output is caught: it writes to standard error as it is now.
        _ = watchdog
        output = OutputCapture(directory: configuration.artifacts.path)
        record(.started(info: configuration.runInfo(transport: .embedded)))
        engine.artifacts = configuration.artifacts.path
        preparePictureFolder()
        for (number, name) in configuration.cast.enumerated() {
            configuration.artifacts.makePhoneLog(name)
            let installed = configuration.apps.filter { $0.app.key == configuration.app && configuration.hasApp(name) }.map(\.app)
            var app = MessagesApp(owner: name, conversations: configuration.conversations(of: name), apps: installed,
                                  seed: configuration.seed, expiryDelay: configuration.expireAfter,
                                  device: Device.named(configuration.device(of: name)) ?? .default)
            app.pictureFolder = pictureFolder?.path
            let files = pictureFolder.map { ExtensionPictureFiles(folder: $0.path, owner: name) }
            let phone = InProcessPhone(name: name, app: app, pictureFiles: files,
                                       pictures: ScreenPictures(logger: Logger(label: "imsim.phone.\(name)"), files: files))
            phones[name] = phone
            connections[name] = number + 1
            namesByConnection[number + 1] = name
            performRelay(router.connected(number + 1, name: name))
            phone.collectEvents(now: now)
            sendReport(of: phone)
        }
    }

    /// Once every phone has started, the run is ready and the steps begin.
    func becomeReadyIfAllStarted() {
        guard !isReady, end == nil, ledger.startedPhones.count == configuration.cast.count else { return }
        isReady = true
        record(.ready)
        feed(.ready)
    }

    /// Makes the run's pictures folder in memory, named for this process (an embedded run has no run
    /// directory), after removing those of runs that ended without removing theirs.
    private func preparePictureFolder() {
        PictureHandoff.removeOrphans(keeping: [])
        let name = "embedded-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        guard let lock = PictureHandoff.prepare(forRun: name) else { return }
        pictureFolder = (name, PictureHandoff.folder(forRun: name, creating: false), lock)
    }

    /// Ends the run once: the steps hear why, what was in flight is dropped, the journal says so.
    func finish(_ reason: String, isFailure: Bool) {
        guard end == nil else { return }
        end = RunEnd(reason: reason, isFailure: isFailure)
        feedEntries()
        feed(.ended(reason: reason))
        if let usage = ProcessUsage.ofThisProcess() { record(.usage(process: "run", usage: usage)) }
        record(.ended(reason: reason))
        for name in configuration.cast {
            recordDropped(ledger.phoneGone(name), reason: "the run ended first")
        }
    }

    private func tearDown() {
        for name in configuration.cast {
            phones[name]?.runtime?.finishPictures()
            phones[name]?.runtime = nil
            phones[name]?.pictures.finish()
        }
        if let pictureFolder { PictureHandoff.remove(forRun: pictureFolder.name) }
        pictureFolder = nil
        output?.remove()
        watchdog.stop()
        logs.closeAll()
    }
}
