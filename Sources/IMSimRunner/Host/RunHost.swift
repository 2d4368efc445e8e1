import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel
import IMSimUV
import Logging

/// A run: its relay and one phone per cast member (the same binary re-executed), its journal, its
/// artifacts, and its control socket, where phones and the relay report and clients (the scenario
/// player, consoles, the recorder) act and follow. No process and no socket outlives it. Runs on the
/// loop's thread.
public final class RunHost {
    /// How a run ended.
    public typealias End = RunEnd

    let configuration: RunConfiguration
    let loop: EventLoop
    let logger: Logger
    var directory: RunDirectory?
    var listener: UnixListener?
    /// Connections to the control socket that have not said hello: a second each, a bounded number.
    lazy var helloGate = HelloGate(loop: loop, limit: RunLimits.maximumWaitingForHello)
    lazy var supervisor = ProcessSupervisor(loop: loop, executable: configuration.executable)
    let logs = LogFiles()
    /// Writes the journal's lines, and folds its entries for the report and the trace when asked
    /// (`foldJournal`), on a thread of its own, from when its file is open until the run is torn down.
    var journal: BackgroundJournal?
    /// What the journal folds into, given before the run starts.
    var journalReading: JournalReading?
    /// The reading once the journal is closed (nil without one, or after a failed write).
    var finishedReading: JournalReading?
    /// Hands what the journal holds to its thread soon after the first entry of a batch.
    var journalHandOverTimer: LoopTimer?
    var journalHandOverArmed = false
    /// Rung from the journal's thread when a line could not be written.
    var journalAlarm: JournalAlarm?
    /// False once a journal line could not be written.
    var journalIsWhole = true
    /// Entries handed to `journal`.
    var journaledEntries = 0
    /// The first artifact the run could not write: the run ends with it as imsim's own failure.
    var writeFailure: FileWriteError?
    /// Ends the run on the turn after a write failed, outside whatever was writing.
    var writeFailureTimer: LoopTimer?
    /// The entries appended since the last flush, in wire form, ready to splice into `FromRun.entries`
    /// frames. Older ones are read back from the journal file for a client that asks for them
    /// (`JournalCatchUp`): the run's memory does not grow with its length.
    var unflushed: [JournalEntry] = []
    /// Entries in the journal so far.
    var journalCount = 0
    /// What the journal's first entry says of the run, for clients' `welcome`.
    var startedInfo: RunInfo?
    /// How many entries clients following live have been sent.
    var flushedCount = 0
    /// Feeds clients catching up from the journal file on the next turn of the loop.
    var catchUpTimer: LoopTimer?
    var ownSequence = 0
    var clientSequences: [String: Int] = [:]
    var relay: PeerLink<RunToRelay>?
    var phones: [String: PeerLink<RunToPhone>] = [:]
    /// Who is connected as a client and how each follows the journal (the pure part).
    var roster = ClientRoster()
    /// Each client's connection, by its number in `roster`.
    var clientLinks: [Int: any ClientLink] = [:]
    /// Old entries still to read from the journal file, for each client catching up.
    var catchUps: [Int: JournalCatchUp] = [:]
    /// Started phones, launches, quiet, people's actions: the bookkeeping both transports keep.
    var ledger: RunLedger
    /// The journal's length when clients were last told the cast is quiet.
    var quietReported: Int?
    var isReady = false
    var startupTimer: LoopTimer?
    /// How many of the cast's phones have been spawned, in cast order.
    var phonesSpawned = 0
    /// Spawns the next batch of phones on a later turn of the loop.
    var spawnTimer: LoopTimer?
    var killTimer: LoopTimer?
    var graceTimers: [LoopTimer] = []
    /// How each process that ended did (`was killed by signal 9`), by name.
    var processExits: [String: String] = [:]
    /// Phones that died while their connection was still open: the run ends with this reason once
    /// the connection's last reports are in (what they received is then known).
    var deathsAwaitingReports: [String: String] = [:]
    /// What was in flight to phones whose connection closed before their process was seen to end:
    /// journaled as dropped when it ends (it died) or when the run does.
    var dropsAwaitingExit: [String: [Quiescence.Delivery]] = [:]
    var signals: [SignalWatcher] = []
    /// Refused connections, shown on standard error the first few times.
    var refusals = RefusalNotices()
    public private(set) var end: End?
    /// Called once the run is up, with its control socket.
    public var onReady: ((String) -> Void)?
    /// Called once, when everything the run started has ended and its directory is gone.
    public var onFinished: ((End) -> Void)?

    public init(configuration: RunConfiguration, loop: EventLoop, logger: Logger) {
        self.configuration = configuration
        self.loop = loop
        self.logger = logger
        ledger = RunLedger(cast: configuration.cast)
    }

    public var controlSocket: String? { directory?.controlSocket }
    public var artifacts: Artifacts { configuration.artifacts }

    /// Creates the run's directory and control socket and starts the relay; phones follow once it is up.
    public func start() {
        // Before anything exists to clean up: from here on, a signal ends the run in order.
        for number in [SignalWatcher.interrupt, SignalWatcher.terminate, SignalWatcher.hangUp] {
            signals.append(SignalWatcher(loop: loop, signal: number) { [unowned self] _ in interrupted() })
        }
        do {
            try DescriptorLimit.raise(toFit: configuration.cast.count)
            let directory = try RunDirectory.create()
            self.directory = directory
            logger.debug("run directory \(directory.path)")
            try Artifacts.makeFolders(artifacts.attachments)
            // A write that fails on the journal's thread wakes the loop, which ends the run.
            let alarm = JournalAlarm(loop: loop) { [unowned self] in
                if let failure = self.journal?.failure { writeFailed(failure) }
            }
            journalAlarm = alarm
            let journal = BackgroundJournal(file: try AppendOnlyFile(path: artifacts.journal, truncating: true),
                                            reading: journalReading, onFailure: { alarm.ring() })
            self.journal = journal
            record(.started(info: configuration.runInfo(transport: .live)))
            journal.waitUntilWritten()
            if let failure = journal.failure {
                writeFailed(failure)
                throw failure
            }
            let listener: UnixListener
            do {
                listener = try UnixListener(loop: loop, path: directory.controlSocket)
            } catch {
                throw ListenError(path: directory.controlSocket, error: error)
            }
            listener.onConnection { [unowned self] connection in accept(connection) }
            listener.onAcceptError { [unowned self] error in refusedOnControlSocket("could not accept it: \(error)") }
            self.listener = listener
            supervisor.onOutputLine = { [unowned self] name, line in processPrinted(name, line) }
            supervisor.onExit = { [unowned self] name, termination, expected in
                processExits[name] = termination.description
                record(.processExited(name: name, how: termination.description, expected: expected))
                if let dropped = dropsAwaitingExit.removeValue(forKey: name) {
                    recordDropped(dropped, reason: "\(name)'s phone died (\(termination.description))")
                }
            }
            supervisor.onUnexpectedExit = { [unowned self] failure, termination in
                // Helpers ignore SIGINT: one ended by it was hit by a Ctrl-C before it could ignore it.
                processDied(failure.name, reason: termination.signal == SignalWatcher.interrupt ? "interrupted" : "\(failure)")
            }
            let timer = LoopTimer(loop: loop)
            startupTimer = timer
            timer.start(after: TimeoutScale.milliseconds(configuration.startupTimeout)) { [unowned self] in startupTimedOut() }
            try supervisor.spawn("relay", arguments: [
                "relay", "--socket", directory.relaySocket, "--control", directory.controlSocket,
                "--cast", configuration.cast.joined(separator: ","),
                "--parent", String(ProcessLifetime.processID),
            ])
        } catch {
            finish("cannot start the run: \(error)", isFailure: true)
        }
    }

    /// An artifact could not be written (the disk is full): the run ends, as imsim's own failure, with
    /// whole lines in its journal. The journal is not written again.
    func writeFailed(_ failure: FileWriteError) {
        if failure.path == artifacts.journal { journalIsWhole = false }
        guard writeFailure == nil, end == nil else { return }
        writeFailure = failure
        let timer = LoopTimer(loop: loop)
        writeFailureTimer = timer
        timer.start(after: 0) { [unowned self] in finish("\(failure)", isFailure: true) }
    }

    private func startupTimedOut() {
        let missing = configuration.cast.filter { !ledger.startedPhones.contains($0) }
        let who = relay == nil ? "the relay" : missing.joined(separator: ", ")
        finish("timed out starting after \(configuration.startupTimeout.scenarioText): \(who) never connected", isFailure: true)
    }

    /// Starts more phones while some wait (a phone that started leaves room for another); once every
    /// phone has started and the relay is up, clients are welcomed and may act.
    func becomeReadyIfAllStarted() {
        if phonesSpawned < configuration.cast.count, relay != nil { spawnPhones() }
        guard !isReady, end == nil, relay != nil, ledger.startedPhones.count == configuration.cast.count, let directory else { return }
        isReady = true
        startupTimer?.close()
        record(.ready)
        logger.debug("ready: every phone and the relay are up")
        try? directory.write(RunRecord(name: configuration.name, pid: ProcessLifetime.processID,
                                       controlSocket: directory.controlSocket, artifacts: artifacts.path,
                                       app: configuration.app, cast: configuration.cast,
                                       scenarioFile: configuration.scenarioFile,
                                       startedAt: Timestamp.iso8601()))
        if let startedInfo { perform(roster.welcomeAll(info: startedInfo)) }
        reportQuietIfQuiet()
        onReady?(directory.controlSocket)
    }

    private func interrupted() {
        if end != nil {
            // A second signal while ending: end the processes at once.
            supervisor.killAll(SIGKILL)
        }
        finish("interrupted", isFailure: true)
    }

    /// Ends the run once: tells clients, asks every process to end, reaps them, removes the directory.
    public func finish(_ reason: String, isFailure: Bool) {
        loop.assertInLoopThread()
        guard end == nil else { return }
        let end = End(reason: reason, isFailure: isFailure)
        self.end = end
        startupTimer?.close()
        spawnTimer?.close()
        for (name, dropped) in dropsAwaitingExit.sorted(by: { $0.key < $1.key }) {
            recordDropped(dropped, reason: "\(name)'s phone disconnected")
        }
        dropsAwaitingExit = [:]
        for (name, usage) in supervisor.usages() { record(.usage(process: name, usage: usage)) }
        if let usage = ProcessUsage.ofThisProcess() { record(.usage(process: "run", usage: usage)) }
        record(.ended(reason: reason))
        for line in refusals.summary(logFile: logFile(of:)) { logger.warning("\(line)") }
        flushClients()
        for id in roster.ids { clientLinks[id]?.send(.ended(reason: reason)) }
        for phone in phones.values { phone.send(.shutdown) }
        relay?.send(.shutdown)
        relay?.close()
        // Phones close the app and exit at once; a process that does not is killed. The timer starts
        // first: with no process left, the tear-down below runs at once and closes it.
        let killTimer = LoopTimer(loop: loop)
        self.killTimer = killTimer
        killTimer.start(after: TimeoutScale.milliseconds(3000)) { [unowned self] in supervisor.killAll(SIGKILL) }
        supervisor.whenAllExited { [unowned self] in tearDown(end) }
    }

    private func tearDown(_ end: End) {
        killTimer?.close()
        writeFailureTimer?.close()
        startupTimer?.close()
        spawnTimer?.close()
        catchUpTimer?.close()
        graceTimers.forEach { $0.close() }
        listener?.close()
        helloGate.closeWaiting()
        for phone in phones.values { phone.close() }
        for link in clientLinks.values { link.close(reason: nil) }
        closeJournal()
        logs.closeAll()
        directory?.remove()
        // Last, so that a signal while the directory is removed still finds a watcher; later ones are
        // ignored: what is left (the result, the reports) is written whatever the keyboard does.
        SignalWatcher.closeIgnoringFurtherSignals(signals)
        onFinished?(end)
    }
}
