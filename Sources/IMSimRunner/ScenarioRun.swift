import Foundation
import IMSimCore
import Logging
import IMSimScenario
import IMSimUV

/// Runs one scenario: starts the relay and a phone per cast member (the same binary re-executed),
/// drives the steps one at a time, waits on expectations event by event, and tears everything down:
/// no process and no socket outlives it. Runs on the loop's thread.
public final class ScenarioRun {
    public struct Options: Sendable {
        public var executable: String
        public var apps: [AppDescriptor]
        public var seed: UInt64
        /// How long processes get to start and connect.
        public var startupTimeout: Duration = .seconds(10)

        public init(executable: String, apps: [AppDescriptor], seed: UInt64) {
            self.executable = executable
            self.apps = apps
            self.seed = seed
        }
    }

    let scenario: Scenario
    let options: Options
    let loop = EventLoop()
    let console: (String) -> Void
    let logger: Logger
    var directory: RunDirectory?
    var listener: UnixListener?
    lazy var supervisor = ProcessSupervisor(loop: loop, executable: options.executable)
    var relayChannel: MessageChannel<PhoneToRunner, RunnerToPhone>?
    var phones: [String: MessageChannel<PhoneToRunner, RunnerToPhone>] = [:]
    var snapshots: [String: PhoneSnapshot] = [:]
    /// The startup or current step's time limit.
    var deadline: LoopTimer?
    /// Teardown's limit: processes still alive then are killed.
    var killTimer: LoopTimer?
    var graceTimers: [LoopTimer] = []
    var signals: [SignalWatcher] = []
    var stepIndex = -1
    var stepStarted: UInt64 = 0
    var waiting: Waiting?
    public internal(set) var results: [StepResult] = []
    public internal(set) var outcome: RunOutcome?

    enum Waiting {
        /// The phones that have not yet finished step `step`.
        case stepFinished(Int, phones: Set<String>)
        case expectations(participant: String, expectations: [Expectation])
    }

    public init(scenario: Scenario, options: Options, console: @escaping (String) -> Void, logger: Logger) {
        self.scenario = scenario
        self.options = options
        self.console = console
        self.logger = logger
    }

    /// Runs to the end and returns how it went. `loopCloseResult` tells whether any handle leaked.
    public func run() -> RunOutcome {
        // Before anything exists to clean up: from here on, Ctrl-C ends the run in order.
        for number in [SignalWatcher.interrupt, SignalWatcher.terminate] {
            signals.append(SignalWatcher(loop: loop, signal: number) { [unowned self] _ in
                finish(.infrastructureFailure("interrupted"))
            })
        }
        do {
            let directory = try RunDirectory.create()
            self.directory = directory
            logger.debug("run directory \(directory.path)")
            try start(in: directory)
        } catch {
            finish(.infrastructureFailure("cannot start the run: \(error)"))
        }
        loop.run()
        loopCloseResult = loop.closeAll()
        if loopCloseResult != 0 { logger.warning("the runner's loop still had handles open (\(loopCloseResult))") }
        return outcome ?? .infrastructureFailure("the run ended without an outcome")
    }

    public internal(set) var loopCloseResult: Int32 = 0

    private func start(in directory: RunDirectory) throws {
        let listener = try UnixListener(loop: loop, path: directory.controlSocket)
        listener.onConnection { [unowned self] connection in accept(connection) }
        self.listener = listener
        supervisor.onUnexpectedExit = { [unowned self] failure, termination in
            // Helpers ignore SIGINT: one ended by it was hit by a Ctrl-C before it could ignore it.
            finish(.infrastructureFailure(termination.signal == SignalWatcher.interrupt ? "interrupted" : "\(failure)"))
        }
        arm(options.startupTimeout) { [unowned self] in
            let missing = scenario.cast.map(\.name).filter { phones[$0] == nil || snapshots[$0] == nil }
            finish(.infrastructureFailure("timed out starting: \(relayChannel == nil ? "the relay" : missing.joined(separator: ", ")) never connected"))
        }
        try supervisor.spawn("relay", arguments: [
            "relay", "--socket", directory.relaySocket, "--control", directory.controlSocket,
            "--parent", String(ProcessLifetime.processID),
        ])
    }

    private func spawnPhones() {
        guard let directory else { return }
        let cast = scenario.cast.map(\.name)
        for name in cast {
            var arguments = ["phone", "--name", name, "--run-directory", directory.path,
                             "--seed", String(options.seed), "--expire-after-ms", String(scenario.expireAfter.wholeMilliseconds),
                             "--parent", String(ProcessLifetime.processID)]
            for conversation in scenario.conversations(of: name) {
                arguments += ["--conversation", conversation.name + "=" + conversation.members.map(\.name).joined(separator: ",")]
            }
            // Phones have the scenario's app installed, unless `installed-on` leaves them out.
            for descriptor in options.apps where descriptor.app.key == scenario.app && scenario.hasApp(name) {
                arguments += ["--app", descriptor.app.argument]
            }
            do {
                try supervisor.spawn(name, arguments: arguments)
            } catch {
                return finish(.infrastructureFailure("cannot start \(name)'s phone: \(error)"))
            }
        }
    }

    private func accept(_ connection: UnixConnection) {
        let channel = MessageChannel<PhoneToRunner, RunnerToPhone>(connection: connection)
        channel.start(
            sending: Hello(role: .runner, name: "runner"),
            onHello: { [unowned self] (hello: Hello) throws(FrameError) in
                guard outcome == nil else { throw FrameError.unexpected("the run is ending") }
                switch hello.role {
                case .relay where relayChannel == nil:
                    relayChannel = channel
                    spawnPhones()
                case .phone where scenario.cast.contains { $0.name == hello.name } && phones[hello.name] == nil:
                    phones[hello.name] = channel
                default:
                    throw FrameError.unexpected("\(hello.role.rawValue) \(hello.name) is not in this run")
                }
            },
            onMessage: { [unowned self] message in
                if let name = channel.peer?.name { received(message, from: name) }
            },
            onClose: { [unowned self] reason in
                guard outcome == nil, let peer = channel.peer else {
                    if let reason, outcome == nil { logger.warning("refused a connection: \(reason)") }
                    return
                }
                if let reason { logger.warning("closed \(peer.name): \(reason)") }
                peerDisconnected(peer.role == .relay ? "relay" : peer.name, reason: reason)
            })
    }

    /// A relay or phone that hangs up is about to exit: its exit (with its last output) fails the run.
    /// One that stays alive without its connection fails it after a grace period.
    private func peerDisconnected(_ name: String, reason: String?) {
        let timer = LoopTimer(loop: loop)
        graceTimers.append(timer)
        timer.start(after: 2000) { [unowned self] in
            timer.close()
            finish(.infrastructureFailure(ProcessFailure(name: name, reason: "disconnected: \(reason ?? "closed")",
                                                         lastOutput: supervisor.lastOutput(of: name)).description))
        }
    }

    private func received(_ message: PhoneToRunner, from name: String) {
        switch message {
        case let .snapshot(snapshot):
            let first = snapshots[name] == nil
            snapshots[name] = snapshot
            if first, stepIndex < 0, outcome == nil, scenario.cast.allSatisfy({ snapshots[$0.name] != nil }) {
                deadline?.stop()
                nextStep()
            } else if case let .expectations(participant, _) = waiting, participant == name {
                checkExpectations()
            }
        case let .stepFinished(step, failure):
            guard case .stepFinished(step, var phones) = waiting, phones.remove(name) != nil else { return }
            if let failure {
                deadline?.stop()
                waiting = nil
                return stepFailed(scenario.steps[stepIndex].kind.isTogether ? "\(name): \(failure)" : failure)
            }
            waiting = .stepFinished(step, phones: phones)
            guard phones.isEmpty else { return }
            deadline?.stop()
            waiting = nil
            stepPassed()
        case let .extensionFailed(failure):
            finish(.failed("\(failure)"))
        }
    }

    /// (Re)starts the one step timer: a new limit replaces the previous one.
    func arm(_ duration: Duration, _ action: @escaping () -> Void) {
        let timer = deadline ?? LoopTimer(loop: loop)
        deadline = timer
        timer.stop()
        timer.start(after: duration.wholeMilliseconds, action)
    }
}
