import Foundation
import IMSimCore
import IMSimModel
import IMSimPhone
import Logging
import IMSimUV

/// Draws live bubbles: for each, a transcript-style instance of the extension in a process of its
/// own, launched, asked for `contentSizeThatFits(_:)` and ended once it has drawn, as iOS reclaims
/// instances whose bubbles are off screen. One instance at a time; the rest wait in order.
final class LiveBubbleRenderer {
    private struct Job {
        let app: InstalledApp
        let launch: ExtensionLaunch
        var messageID: UUID? { launch.conversation.selectedMessage?.payload.id }
    }

    private enum Stage { case connecting, launching, measuring }

    private let configuration: PhoneConfiguration
    private let loop: EventLoop
    private let logger: Logger
    private let onRendered: (UUID, LiveBubble) -> Void
    private let onIdle: () -> Void
    /// Bound when the first live bubble is drawn: most phones never draw one.
    private var listener: UnixListener?
    private var queue: [Job] = []
    private var current: (job: Job, stage: Stage, process: ChildProcess?)?
    /// The launch token of the instance started last, until it connects.
    private var token: String?
    private lazy var gate = HelloGate(loop: loop, limit: 4)
    private var channel: MessageChannel<ExtensionToHost, HostToExtension>?
    private var output = RecentLines(limit: 10)
    private var closed = false

    init(configuration: PhoneConfiguration, loop: EventLoop, logger: Logger,
         onRendered: @escaping (UUID, LiveBubble) -> Void, onIdle: @escaping () -> Void) {
        self.configuration = configuration
        self.loop = loop
        self.logger = logger
        self.onRendered = onRendered
        self.onIdle = onIdle
    }

    /// No live bubble is being drawn or waiting to be.
    var isIdle: Bool { current == nil && queue.isEmpty }

    func render(_ app: InstalledApp, _ launch: ExtensionLaunch) {
        queue.append(Job(app: app, launch: launch))
        startNext()
    }

    func close() {
        closed = true
        queue.removeAll()
        current?.process?.kill(SIGKILL)
        channel?.close()
        listener?.close()
        gate.closeWaiting()
    }

    private func startNext() {
        guard !closed, current == nil, !queue.isEmpty else { return }
        let job = queue.removeFirst()
        current = (job, .connecting, nil)
        output = RecentLines(limit: 10)
        do {
            if listener == nil {
                let bound = try UnixListener(loop: loop, path: configuration.liveBubbleSocket)
                bound.onConnection { [unowned self] connection in accept(connection) }
                bound.onAcceptError { [unowned self] error in
                    logger.warning("refused a connection on the live-bubble socket: could not accept it: \(error)")
                }
                listener = bound
            }
            let token = Hello.makeToken()
            self.token = token
            let process = try ExtensionLauncher(configuration: configuration).spawn(
                job.app, socket: configuration.liveBubbleSocket, token: token, loop: loop,
                onOutputLine: { [unowned self] line in output.append(line) },
                onExit: { [unowned self] termination in ended(termination) })
            current?.process = process
        } catch {
            logger.warning("cannot start a transcript instance of \(job.app.displayName): \(error)")
            current = nil
            startNext()
        }
    }

    private func accept(_ connection: UnixConnection) {
        let opened = MessageChannel<ExtensionToHost, HostToExtension>(connection: connection)
        var carry = ScreenCarry()
        opened.start(sending: Hello(role: .phone, name: configuration.name), gate: gate,
                     onHello: { [unowned self] (hello: Hello) throws(FrameError) in
                         guard hello.role == .extension else { throw FrameError.unexpected("a \(hello.role.rawValue) is not an extension") }
                         guard channel == nil, let current, current.stage == .connecting, let token, hello.token == token else {
                             throw FrameError.unexpected("\(hello.name) is not the transcript instance this phone launched (wrong launch token)")
                         }
                         self.token = nil
                         channel = opened
                         self.current?.stage = .launching
                         opened.send(.launch(current.job.launch))
                     },
                     onMessage: { [unowned self] message in
                         if case let .report(report) = carry.restore(message) { received(report) }
                     },
                     onClose: { [unowned self] reason in
                         if let reason {
                             logger.warning("\(opened.peer == nil ? "refused a connection on the live-bubble socket" : "transcript instance connection closed"): \(reason)")
                         }
                         if channel === opened { channel = nil }
                     })
    }

    private func received(_ report: ExtensionReport) {
        guard let current else { return }
        switch current.stage {
        case .connecting:
            break
        case .launching:
            self.current?.stage = .measuring
            channel?.send(.measure(LiveBubble.offered))
        case .measuring:
            let live = LiveBubble(asked: report.contentSize, texts: report.screen.elements.compactMap(\.text))
            if let asked = report.contentSize, asked.width != live.width || asked.height != live.height {
                logger.warning("\(current.job.app.displayName)'s contentSizeThatFits gave \(asked.width)×\(asked.height), more than the size offered; cut to \(live.width)×\(live.height)")
            }
            if let messageID = current.job.messageID { onRendered(messageID, live) }
            // Drawn: the instance is ended; the next starts once it has been reaped.
            channel?.close()
            current.process?.kill(SIGKILL)
        }
    }

    private func ended(_ termination: ChildProcess.Termination) {
        if let current, current.stage != .measuring {
            logger.warning("a transcript instance of \(current.job.app.displayName) \(termination) before it drew; last output: \(output.lines.joined(separator: " | "))")
        }
        channel?.close()
        channel = nil
        current = nil
        startNext()
        if isIdle { onIdle() }
    }
}
