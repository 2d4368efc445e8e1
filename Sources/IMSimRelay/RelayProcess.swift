import IMSimCore
import IMSimModel
import IMSimUV
import Logging

/// The `imsim relay` role: the relay server, reporting each routing decision to the run it belongs
/// to, and ending when that connection does. Runs on the loop's thread.
public final class RelayProcess {
    private let loop: EventLoop
    private let logger: Logger
    private let server: RelayServer
    private var run: MessageChannel<RunToRelay, RelayToRun>?
    private var signals: [SignalWatcher] = []
    private var pending: [Stamped<RelayEvent>] = []
    private var sequence = 0
    private var runAccepted = false

    /// `cast`: the phones that may connect; nil for any.
    public init(loop: EventLoop, socket: String, logger: Logger, cast: Set<String>? = nil) throws(UVError) {
        self.loop = loop
        self.logger = logger
        server = try RelayServer(loop: loop, path: socket, logger: logger, cast: cast)
        server.onEvent = { [unowned self] event in report(event) }
    }

    /// Serves until the run's connection ends (or SIGTERM); returns then.
    public func run(controlSocket: String?) {
        signals.append(SignalWatcher(loop: loop, signal: SignalWatcher.terminate) { [unowned self] _ in stop() })
        if let controlSocket { connectRun(controlSocket) }
        loop.run()
    }

    private func connectRun(_ path: String) {
        UnixConnection.connect(loop: loop, path: path, retrying: .init()) { [unowned self] result in
            guard case let .success(connection) = result else {
                logger.error("cannot reach the run at \(path)")
                return stop()
            }
            let channel = MessageChannel<RunToRelay, RelayToRun>(connection: connection)
            run = channel
            channel.start(sending: Hello(role: .relay, name: "relay"),
                          onHello: { [unowned self] (_: Hello) throws(FrameError) in
                              runAccepted = true
                              flush()
                          },
                          onMessage: { [unowned self] message in if case .shutdown = message { stop() } },
                          onClose: { [unowned self] _ in stop() })
        }
    }

    private func report(_ event: RelayEvent) {
        sequence += 1
        pending.append(Stamped(sequence: sequence, time: EventLoop.monotonicNanoseconds, event: event))
        flush()
    }

    private func flush() {
        guard runAccepted, let run, !pending.isEmpty else { return }
        run.send(.relayEvents(pending))
        pending.removeAll(keepingCapacity: true)
    }

    private func stop() {
        server.close()
        run?.close()
        signals.forEach { $0.close() }
    }
}
