import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel
import IMSimScenario
import IMSimUV
import Logging

/// A run in this process: the run itself, and a scenario player as its first client when there is a
/// scenario. Returns when the run has ended and everything it started is gone.
public final class LocalRun {
    /// How the run ended.
    public typealias Ending = RunEnding

    private let configuration: RunConfiguration
    private let scenario: Scenario?
    private let staysUp: Bool
    private let pauseOnFailure: Bool
    private let requireFullCoverage: Bool
    private let pictures: PictureSettings
    private let foldsJournal: Bool
    private let console: (String) -> Void
    private let logger: Logger

    /// `staysUp`: the run stays up after the scenario (`imsim up`) until ended by a signal or a client.
    /// `foldsJournal`: the journal is read for the report and the trace (`trace.json` written) as the
    /// run writes it, and the ending holds the reading.
    public init(configuration: RunConfiguration, scenario: Scenario?, staysUp: Bool = false, pauseOnFailure: Bool = false,
                requireFullCoverage: Bool = false, pictures: PictureSettings = PictureSettings(), foldsJournal: Bool = false,
                console: @escaping (String) -> Void, logger: Logger) {
        self.pictures = pictures
        self.foldsJournal = foldsJournal
        self.configuration = configuration
        self.scenario = scenario
        self.staysUp = staysUp
        self.pauseOnFailure = pauseOnFailure
        self.requireFullCoverage = requireFullCoverage
        self.console = console
        self.logger = logger
    }

    /// `onReady` is called once the run is up, with its control socket.
    public func run(onReady: @escaping (String) -> Void = { _ in }) -> Ending {
        let loop = EventLoop()
        let host = RunHost(configuration: configuration, loop: loop, logger: logger)
        var player: ScenarioPlayer?
        var end: RunHost.End?
        host.onFinished = { end = $0 }
        host.onReady = onReady
        if foldsJournal { host.foldJournal(into: JournalReading(trace: .file(configuration.artifacts.trace), steps: false)) }
        host.start()
        if host.end == nil, let scenario {
            let afterwards: ScenarioPlayer.Afterwards = staysUp ? .stayUp : pauseOnFailure ? .pauseOnFailure : .endRun
            // The engine reads history on the loop's thread, where the host lives.
            nonisolated(unsafe) let journaling = host
            let scenarioPlayer = ScenarioPlayer(scenario: scenario, loop: loop, afterwards: afterwards,
                                                requireFullCoverage: requireFullCoverage, pictures: pictures,
                                                beforeReadingHistory: { journaling.journalWritten() }, console: console)
            scenarioPlayer.endReason = { host.end?.reason }
            scenarioPlayer.start(in: host)
            player = scenarioPlayer
        }
        loop.run()
        let closeResult = loop.closeAll()
        if closeResult != 0 { logger.warning("the run's loop still had handles open (\(closeResult))") }
        // The run knows best why it ended: the player may only have seen its connection close.
        var outcome = player?.outcome ?? scenario.map { _ in .infrastructureFailure(end?.reason ?? "the run ended") }
        if case .infrastructureFailure = outcome, let end, end.isFailure { outcome = .infrastructureFailure(end.reason) }
        // A run that never got as far as its player (it could not start) says why here.
        if player == nil, scenario != nil, let end, end.isFailure { console("ERROR: " + end.reason) }
        var ending = Ending(outcome: outcome,
                            end: end ?? RunHost.End(reason: "the run ended without an end", isFailure: true),
                            results: player?.results ?? [], modelCoverage: player?.modelCoverage,
                            lostMessages: player?.lostMessages ?? [])
        ending.journal = host.finishJournalFold()
        return ending
    }
}
