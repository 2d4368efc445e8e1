import Foundation
import IMSimCore
import Logging
import IMSimUV

/// The `imsim phone` role: one person's Messages app. Connects to the relay and to the runner,
/// launches extension processes, and performs `MessagesApp`'s actions. Runs on the loop's thread.
public final class PhoneProcess {
    private let configuration: PhoneConfiguration
    private let loop: EventLoop
    private let logger: Logger
    private var app: MessagesApp
    private var relay: MessageChannel<RelayToPhone, PhoneToRelay>?
    private var runner: MessageChannel<RunnerToPhone, PhoneToRunner>?
    private var extensionListener: UnixListener?
    private var extensionChannel: MessageChannel<ExtensionToHost, HostToExtension>?
    private var extensionProcess: ChildProcess?
    private var extensionOutput = RecentLines(limit: 20)
    private var lastSnapshot: PhoneSnapshot?
    private var launchedApp: InstalledApp?
    private var images = ImageInspector()
    private var signals: [SignalWatcher] = []
    private var expiryTimers: [UUID: LoopTimer] = [:]
    private var liveBubbles: LiveBubbleRenderer?
    private var shuttingDown = false
    /// The runner's hello arrived: snapshots may be sent.
    private var runnerAccepted = false
    public private(set) var exitStatus: Int32 = 0

    public init(configuration: PhoneConfiguration, loop: EventLoop, logger: Logger) {
        self.configuration = configuration
        self.loop = loop
        self.logger = logger
        self.app = MessagesApp(owner: configuration.name, conversations: configuration.conversations,
                               apps: configuration.apps, seed: configuration.seed, expiryDelay: configuration.expiryDelay)
    }

    /// Connects to the relay, then to the runner; returns when the phone has shut down.
    public func run() -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: configuration.phoneDirectory, withIntermediateDirectories: true)
            let listener = try UnixListener(loop: loop, path: configuration.extensionSocket)
            listener.onConnection { [unowned self] connection in self.acceptExtension(connection) }
            extensionListener = listener
            liveBubbles = try LiveBubbleRenderer(configuration: configuration, loop: loop, logger: logger) {
                [unowned self] messageID, live in handle(.liveBubbleRendered(messageID: messageID, live))
            }
        } catch {
            logger.error("cannot set up \(configuration.name)'s phone: \(error)")
            return 2
        }
        // Ctrl-C reaches the whole process group; the runner answers it and ends the phones in order.
        signals.append(SignalWatcher(loop: loop, signal: SignalWatcher.terminate) { [unowned self] _ in shutDown(status: 2) })
        connectRelay()
        loop.run()
        return exitStatus
    }

    private func connectRelay() {
        UnixConnection.connect(loop: loop, path: configuration.relaySocket) { [unowned self] result in
            switch result {
            case let .failure(error):
                logger.error("cannot reach the relay: \(error)")
                shutDown(status: 2)
            case let .success(connection):
                let channel = MessageChannel<RelayToPhone, PhoneToRelay>(connection: connection)
                relay = channel
                channel.start(sending: Hello(role: .phone, name: configuration.name),
                              onHello: { [unowned self] (_: Hello) throws(FrameError) in self.connectRunner() },
                              onMessage: { [unowned self] message in self.received(message) },
                              onClose: { [unowned self] reason in
                                  if !shuttingDown { logger.error("relay connection lost: \(reason ?? "closed")") }
                                  shutDown(status: 2)
                              })
            }
        }
    }

    private func connectRunner() {
        UnixConnection.connect(loop: loop, path: configuration.controlSocket) { [unowned self] result in
            switch result {
            case let .failure(error):
                logger.error("cannot reach the runner: \(error)")
                shutDown(status: 2)
            case let .success(connection):
                let channel = MessageChannel<RunnerToPhone, PhoneToRunner>(connection: connection)
                runner = channel
                channel.start(sending: Hello(role: .phone, name: configuration.name),
                              onHello: { [unowned self] (_: Hello) throws(FrameError) in
                                  runnerAccepted = true
                                  publishSnapshot()
                              },
                              onMessage: { [unowned self] message in self.received(message) },
                              onClose: { [unowned self] reason in
                                  if let reason, !shuttingDown { logger.error("runner connection lost: \(reason)") }
                                  shutDown(status: reason == nil ? 0 : 2)
                              })
            }
        }
    }

    private func received(_ message: RelayToPhone) {
        switch message {
        case let .incoming(sender, body):
            do {
                let payload = try WireCodec.decode(MessagePayload.self, from: body)
                guard payload.senderName == sender else {
                    return logger.warning("dropped a message from \(sender) that claims to be from \(payload.senderName)")
                }
                handle(.incoming(payload))
            } catch {
                logger.warning("dropped a message from \(sender): \(error)")
            }
        case let .accepted(messageID, unreachable): handle(.relayAccepted(messageID: messageID, unreachable: unreachable))
        case let .ping(from, sequence): relay?.send(.pong(to: from, sequence: sequence))
        case .pong: break
        }
    }

    private func received(_ message: RunnerToPhone) {
        switch message {
        case let .perform(step, command): handle(.perform(step: step, command: command))
        case .shutdown: shutDown(status: 0)
        }
    }

    private func handle(_ event: HostEvent) {
        for action in app.handle(event) {
            // The runner checks expectations as soon as a step finishes: it must see the state first.
            if case .finishStep = action { publishSnapshot() }
            perform(action)
        }
        publishSnapshot()
    }

    private func perform(_ action: HostAction) {
        switch action {
        case let .launchExtension(installed):
            launchExtension(installed)
        case let .sendToExtension(command):
            extensionChannel?.send(command)
        case .terminateExtension:
            extensionChannel?.close()
            extensionProcess?.kill(SIGKILL)
        case let .sendToRelay(message, recipients):
            relay?.send(.send(message, recipients: recipients))
        case let .finishStep(step, failure):
            runner?.send(.stepFinished(step: step, failure: failure))
        case let .reportExtensionFailure(reason):
            let name = "\(configuration.name)'s extension \(launchedApp?.displayName ?? "")"
            runner?.send(.extensionFailed(ProcessFailure(name: name, reason: reason,
                                                         lastOutput: extensionOutput.lines)))
        case let .renderLiveBubble(installed, launch):
            liveBubbles?.render(installed, launch)
        case let .scheduleExpiry(messageID, delay):
            let timer = LoopTimer(loop: loop)
            expiryTimers[messageID] = timer
            timer.start(after: delay.wholeMilliseconds) { [unowned self] in
                expiryTimers.removeValue(forKey: messageID)?.close()
                handle(.expiryDue(messageID: messageID))
            }
        }
    }

    private func launchExtension(_ installed: InstalledApp) {
        launchedApp = installed
        do {
            extensionProcess = try ExtensionLauncher(configuration: configuration).spawn(
                installed, socket: configuration.extensionSocket, loop: loop,
                onOutputLine: { [unowned self] line in extensionOutput.append(line) },
                onExit: { [unowned self] termination in
                    extensionProcess = nil
                    extensionChannel?.close()
                    extensionChannel = nil
                    if !shuttingDown { handle(.extensionExited(description: termination.description)) }
                })
        } catch {
            handle(.extensionExited(description: "could not start: \(error)"))
        }
    }

    private func acceptExtension(_ connection: UnixConnection) {
        guard extensionChannel == nil else { return connection.close() }
        let channel = MessageChannel<ExtensionToHost, HostToExtension>(connection: connection)
        extensionChannel = channel
        channel.start(sending: Hello(role: .phone, name: configuration.name),
                      onHello: { [unowned self] (hello: Hello) throws(FrameError) in
                          guard hello.role == .extension else { throw FrameError.unexpected("not an extension") }
                          handle(.extensionConnected)
                      },
                      onMessage: { [unowned self] message in
                          switch message {
                          case let .report(report): handle(.extensionReport(report))
                          case let .update(report): handle(.extensionUpdate(report))
                          }
                      },
                      onClose: { [unowned self] reason in
                          if let reason { logger.warning("extension connection closed: \(reason)") }
                          if extensionChannel === channel { extensionChannel = nil }
                      })
    }

    private func publishSnapshot() {
        var snapshot = app.snapshot(extensionOutput: extensionOutput.lines)
        snapshot.transcript = snapshot.transcript.map { images.describe($0) }
        if let staged = snapshot.staged { snapshot.staged = images.describe(staged) }
        guard snapshot != lastSnapshot, let runner, runnerAccepted else { return }
        lastSnapshot = snapshot
        runner.send(.snapshot(snapshot))
    }

    private func shutDown(status: Int32) {
        guard !shuttingDown else { return }
        shuttingDown = true
        exitStatus = status
        extensionProcess?.kill(SIGKILL)
        extensionChannel?.close()
        relay?.close()
        runner?.close()
        extensionListener?.close()
        signals.forEach { $0.close() }
        expiryTimers.values.forEach { $0.close() }
        liveBubbles?.close()
        // The loop ends once the extension process has been reaped and every handle has closed.
    }
}
