import Foundation
import IMSimCore
import IMSimModel
import IMSimPhone
import Logging
import IMSimGraphics
import IMSimScreen
import IMSimUV

/// The `imsim phone` role: one person's Messages app. Connects to the relay and to the run, launches
/// extension processes, performs `MessagesApp`'s actions, and reports what happened as events, each
/// batch with whether the phone is idle after it. Runs on the loop's thread.
public final class PhoneProcess {
    private let configuration: PhoneConfiguration
    private let loop: EventLoop
    private let logger: Logger
    private var app: MessagesApp
    private var relay: MessageChannel<RelayToPhone, PhoneToRelay>?
    private var runChannel: MessageChannel<RunToPhone, PhoneToRun>?
    private lazy var extensions = ExtensionProcesses(configuration: configuration, loop: loop, logger: logger) { [unowned self] event in
        if !shuttingDown { handle(event) }
    }
    private var images = ImageInspector()
    private var signals: [SignalWatcher] = []
    private var expiryTimers: [UUID: LoopTimer] = [:]
    private var liveBubbles: LiveBubbleRenderer?
    private lazy var pictureFiles = app.pictureFolder.map { ExtensionPictureFiles(folder: $0, owner: configuration.name) }
    private lazy var pictures = ScreenPictures(logger: logger, files: pictureFiles)
    private var shuttingDown = false
    /// Events not yet sent: all of them until the run's hello arrives.
    private var pending: [Stamped<PhoneEvent>] = []
    private var sequence = 0
    /// The run's hello arrived: events may be sent.
    private var runAccepted = false
    /// Whether the phone was idle in the last report the run got.
    private var reportedIdle: Bool?
    public private(set) var exitStatus: Int32 = 0

    public init(configuration: PhoneConfiguration, loop: EventLoop, logger: Logger) {
        self.configuration = configuration
        self.loop = loop
        self.logger = logger
        self.app = MessagesApp(owner: configuration.name, conversations: configuration.conversations,
                               apps: configuration.apps, seed: configuration.seed, expiryDelay: configuration.expiryDelay,
                               device: configuration.device)
        // The runner made it (and decided against it when /dev/shm is short).
        app.pictureFolder = PictureHandoff.folder(forRun: configuration.runDirectory, creating: false)
    }

    /// Connects to the relay, then to the run; returns when the phone has shut down.
    public func run() -> Int32 {
        // The extension and live-bubble sockets are bound at their first launch: most phones of a
        // large cast never launch an app, and each bind is a file in the run directory.
        liveBubbles = LiveBubbleRenderer(
            configuration: configuration, loop: loop, logger: logger,
            onRendered: { [unowned self] messageID, live in handle(.liveBubbleRendered(messageID: messageID, live)) },
            onIdle: { [unowned self] in sendEvents() })
        // Ctrl-C reaches the whole process group; the run answers it and ends the phones in order.
        signals.append(SignalWatcher(loop: loop, signal: SignalWatcher.terminate) { [unowned self] _ in shutDown(status: 2) })
        collectEvents()
        connectRelay()
        loop.run()
        return exitStatus
    }

    private func connectRelay() {
        UnixConnection.connect(loop: loop, path: configuration.relaySocket, retrying: .init()) { [unowned self] result in
            switch result {
            case let .failure(error):
                logger.error("cannot reach the relay: \(error)")
                shutDown(status: 2)
            case let .success(connection):
                let channel = MessageChannel<RelayToPhone, PhoneToRelay>(connection: connection)
                relay = channel
                channel.start(sending: Hello(role: .phone, name: configuration.name),
                              onHello: { [unowned self] (_: Hello) throws(FrameError) in self.connectRun() },
                              onMessage: { [unowned self] message in self.received(message) },
                              onClose: { [unowned self] reason in
                                  if !shuttingDown { logger.error("relay connection lost: \(reason ?? "closed")") }
                                  shutDown(status: 2)
                              })
            }
        }
    }

    private func connectRun() {
        UnixConnection.connect(loop: loop, path: configuration.controlSocket, retrying: .init()) { [unowned self] result in
            switch result {
            case let .failure(error):
                logger.error("cannot reach the run: \(error)")
                shutDown(status: 2)
            case let .success(connection):
                let channel = MessageChannel<RunToPhone, PhoneToRun>(connection: connection)
                runChannel = channel
                channel.start(sending: Hello(role: .phone, name: configuration.name),
                              onHello: { [unowned self] (_: Hello) throws(FrameError) in
                                  runAccepted = true
                                  sendEvents()
                                  // Started: the apps this phone will open get a process ahead of their launch.
                                  if configuration.prewarm { configuration.apps.forEach(extensions.prepare) }
                                  MessagePathWarmUp.run(owner: configuration.name)
                              },
                              onMessage: { [unowned self] message in self.received(message) },
                              onClose: { [unowned self] reason in
                                  if let reason, !shuttingDown { logger.error("run connection lost: \(reason)") }
                                  shutDown(status: reason == nil ? 0 : 2)
                              })
            }
        }
    }

    private func received(_ message: RelayToPhone) {
        switch message {
        case let .incoming(messageID, sender, body):
            do {
                let payload = try MessagePayload.decode(body: body)
                guard payload.senderName == sender, payload.id == messageID else {
                    logger.warning("dropped a message from \(sender) that claims to be from \(payload.senderName)")
                    return handle(.incomingUnreadable(messageID: messageID, sender: sender,
                                                      reason: "it claims to be from \(payload.senderName)"))
                }
                handle(.incoming(payload))
            } catch {
                logger.warning("dropped a message from \(sender): \(error)")
                handle(.incomingUnreadable(messageID: messageID, sender: sender, reason: "\(error)"))
            }
        case let .accepted(messageID, unreachable): handle(.relayAccepted(messageID: messageID, unreachable: unreachable))
        case let .ping(from, sequence): relay?.send(.pong(to: from, sequence: sequence))
        case .pong: break
        }
    }

    private func received(_ message: RunToPhone) {
        switch message {
        case let .command(request, command): handle(.perform(request: request, command: command))
        case .shutdown: shutDown(status: 0)
        case .locateHang: extensions.locateHang()
        }
    }

    private func handle(_ event: HostEvent) {
        let actions = app.handle(event)
        // Stamped before the actions run: a message's `sent` is not later than its arrival elsewhere.
        collectEvents()
        for action in actions { perform(action) }
        collectEvents()
        sendEvents()
    }

    /// Stamps the app's new events; items with an image carry what this phone read of the file.
    private func collectEvents() {
        for event in app.takeEvents() {
            sequence += 1
            pending.append(Stamped(sequence: sequence, time: EventLoop.monotonicNanoseconds, event: images.describing(event)))
        }
    }

    /// Nothing under way on this phone: the app is idle and no live bubble is being drawn.
    private var isIdle: Bool { app.isIdle && (liveBubbles?.isIdle ?? true) }

    /// Sends what happened since the last report, or only that the phone became idle or busy.
    private func sendEvents() {
        let idle = isIdle
        guard runAccepted, let runChannel, !pending.isEmpty || idle != reportedIdle else { return }
        runChannel.send(.phoneEvents(pending, idle: idle))
        pending.removeAll(keepingCapacity: true)
        reportedIdle = idle
    }

    private func perform(_ action: HostAction) {
        switch action {
        case let .launchExtension(installed):
            extensions.launch(installed)
        case let .sendToExtension(.render(picture)):
            extensions.send(.render(path: pictureFiles?.assign(picture) ?? picture))
        case let .sendToExtension(command):
            extensions.send(command)
        case .terminateExtension:
            if let usage = extensions.launchedUsage { app.noteExtensionUsage(usage) }
            extensions.terminate()
        case let .sendToRelay(message, recipients):
            relay?.send(.send(message, recipients: recipients))
        case let .renderLiveBubble(installed, launch):
            liveBubbles?.render(installed, launch)
        case let .scheduleExpiry(messageID, delay):
            let timer = LoopTimer(loop: loop)
            expiryTimers[messageID] = timer
            timer.start(after: delay.wholeMilliseconds) { [unowned self] in
                expiryTimers.removeValue(forKey: messageID)?.close()
                handle(.expiryDue(messageID: messageID))
            }
        case let .drawScreen(path, picture, later):
            drawScreen(into: path, extensionPicture: picture, later: later)
        case let .repeatPicture(path, previous):
            pictures.repeatPicture(at: path, of: previous)
        }
    }

    /// Captures the phone's screen as a person sees it for a PNG at `path`, drawn now or `later`; the
    /// extension's picture, if any, is read and removed.
    private func drawScreen(into path: String, extensionPicture source: ExtensionPictureSource, later: Bool) {
        let snapshot = app.snapshot
        let appName = snapshot.app.flatMap { running in
            configuration.apps.first { $0.bundleIdentifier == running.bundleIdentifier }?.displayName
        }
        pictures.draw(ScreenPictures.Capture(path: path, snapshot: snapshot, device: configuration.device, extensionPicture: source,
                                             appName: appName, members: app.members.filter { $0 != configuration.name }),
                      later: later)
    }

    private func shutDown(status: Int32) {
        guard !shuttingDown else { return }
        shuttingDown = true
        exitStatus = status
        // The run's pictures are in its artifacts before the phone is gone, and before its extension
        // is: a picture waits for the extension's, which a killed extension leaves half painted.
        pictures.finish()
        extensions.close()
        relay?.close()
        runChannel?.close()
        signals.forEach { $0.close() }
        expiryTimers.values.forEach { $0.close() }
        liveBubbles?.close()
        // The loop ends once the extension processes have been reaped and every handle has closed.
    }
}
