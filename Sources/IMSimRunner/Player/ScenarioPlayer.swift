import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel
import IMSimScenario
import IMSimUV

/// Plays a scenario as a client of a run: `StepEngine`'s rules, with a connection, a timer and a
/// console. Prints a line per step and, on a failure, what each phone shows. Runs on the loop's thread.
public final class ScenarioPlayer {
    /// What happens to the run once the scenario has ended.
    public enum Afterwards: Sendable {
        /// The player ends it.
        case endRun
        /// A failing scenario leaves the run up at the failing step, for `imsim attach`.
        case pauseOnFailure
        /// The run stays up either way (`imsim up`).
        case stayUp
    }

    private let loop: EventLoop
    private let console: (String) -> Void
    private let afterwards: Afterwards
    private var client: (any RunConnection)?
    private var engine: StepEngine
    private var deadline: LoopTimer?
    private var runInfo: RunInfo?
    /// Why the run ended, when the player's process hosts it and knows better than a closed connection.
    public var endReason: () -> String? = { nil }
    /// Called once with the scenario's outcome.
    public var onFinished: ((RunOutcome) -> Void)?

    public init(scenario: Scenario, loop: EventLoop, afterwards: Afterwards = .endRun, requireFullCoverage: Bool = false,
                pictures: PictureSettings = PictureSettings(), beforeReadingHistory: @escaping @Sendable () -> Void = {},
                console: @escaping (String) -> Void) {
        self.loop = loop
        self.console = console
        self.afterwards = afterwards
        // Each phone's older history is read back from the journal file, once it holds what the
        // player was sent (`beforeReadingHistory`), when a step needs it.
        engine = StepEngine(scenario: scenario, requireFullCoverage: requireFullCoverage, pictures: pictures,
                            history: JournalHistory.reader(beforeReading: beforeReadingHistory))
    }

    public var results: StepResults { engine.results }
    public var outcome: RunOutcome? { engine.outcome }
    /// The state model's coverage; nil without a model.
    public var modelCoverage: ModelCoverage? { engine.modelCoverage }
    public var lostMessages: [LostMessage] { engine.lostMessages }
    /// Each phone as the player last saw it.
    public var phones: [String: PhoneState] { engine.phones }

    /// Plays as a client on the run's control socket.
    public func start(controlSocket: String) {
        let socketClient = RunClient(loop: loop, name: Self.name)
        client = socketClient
        socketClient.connect(to: controlSocket, onMessage: { [unowned self] in received($0) }, onClose: { [unowned self] in closed($0) })
    }

    /// Plays as a client of `host`, a run in this process, with nothing encoded between them.
    public func start(in host: RunHost) {
        client = host.connectInProcess(name: Self.name, onMessage: { [unowned self] in received($0) },
                                       onClose: { [unowned self] in closed($0) })
        if client == nil { closed("the run is ending") }
    }

    /// The name its notes have in the journal.
    static let name = "player"

    private func closed(_ reason: String?) {
        feed(.ended(reason: endReason() ?? reason.map { "lost the run: \($0)" } ?? "the run ended"))
        deadline?.close()
    }

    private func received(_ message: RunToClient) {
        switch message {
        case let .welcome(info):
            runInfo = info
            engine.artifacts = info.artifacts
            client?.send(.subscribe(from: 0))
            feed(.ready)
        case let .entries(entries): feed(.entries(entries))
        case .quiet: feed(.quiet)
        case let .performed(request, failure): feed(.performed(request: request, failure: failure))
        case let .ended(reason): feed(.ended(reason: reason))
        }
    }

    private func feed(_ input: StepEngine.Input) {
        for action in engine.handle(input, now: EventLoop.monotonicNanoseconds) { perform(action) }
    }

    private func perform(_ action: StepEngine.Action) {
        switch action {
        case let .perform(request, participant, command):
            client?.send(.perform(request: request, participant: participant, command: command))
        case let .annotate(event):
            client?.send(.annotate(event))
        case let .locateHang(participant):
            client?.send(.locateHang(participant: participant))
        case let .startDeadline(step, after):
            let timer = deadline ?? LoopTimer(loop: loop)
            deadline = timer
            timer.stop()
            timer.start(after: TimeoutScale.milliseconds(after)) { [unowned self] in feed(.deadline(step: step)) }
        case .stopDeadline:
            deadline?.stop()
        case let .stepFinished(result):
            console(result.consoleLine)
        case let .finish(outcome):
            finished(outcome)
        case let .say(text):
            console(text)
        }
    }

    private func finished(_ outcome: RunOutcome) {
        deadline?.close()
        deadline = nil
        if let coverage = engine.modelCoverage { console(coverage.summary) }
        if outcome != .passed {
            console(FailureReport(outcome: outcome, scenario: engine.scenario, snapshots: engine.phones.mapValues(\.snapshot),
                                  pictures: engine.failurePictures).text)
        }
        let staysUp = switch (afterwards, outcome) {
        case (.stayUp, .passed), (.stayUp, .failed), (.pauseOnFailure, .failed): true
        default: false
        }
        if staysUp, let runInfo {
            let first = runInfo.cast.first ?? "NAME"
            let why = outcome == .passed ? "The scenario passed" : "Paused at the failing step"
            console("""

                \(why): the run \(TerminalText.escaped(runInfo.name)) stays up.
                  \(ExecutableName.invocation) attach \(first) --run \(runInfo.name)    act and look on \(first)'s phone
                  \(ExecutableName.invocation) down \(runInfo.name)                      end it (or press Ctrl-C here)
                """)
            client?.close()
        } else {
            client?.send(.endRun(reason: "the scenario \(outcome.summary)"))
        }
        onFinished?(outcome)
    }
}
