import Foundation
import IMSimCore
import IMSimModel
import IMSimPhone
import IMSimUV
import Logging

/// A phone's extension processes: the one launched, and at most one started ahead of the next launch
/// of an app, as iOS prewarms apps. That one (the standby) is a new process that has exec'd and
/// connected but has run none of the extension's code: its principal class is made by the launch
/// command, so nothing in memory survives from one launch to the next. A launch takes the standby
/// when it is of the same app, else starts a process as before. Only the launched process is seen by
/// `MessagesApp` (events through `report`); a standby does not make the phone busy. Only phones started
/// with `prewarm` keep one (`RunConfiguration.prewarmed`).
final class ExtensionProcesses {
    private struct Process {
        let app: InstalledApp
        let id: Int
        let child: ChildProcess
        /// Its launch token, until it has said hello.
        var token: String?
        var channel: MessageChannel<ExtensionToHost, HostToExtension>?
        /// What it printed while a standby, for the log of the launch that takes it.
        var heldOutput: [String] = []
        /// Asked for its stack (`locateHang()`): it is ended once the stack is printed.
        var isBeingLocated = false
    }

    /// How long Swift's backtracer may take to print a stuck process's stack before the process is ended.
    static let backtraceLimit: UInt64 = 5_000

    private let configuration: PhoneConfiguration
    private let loop: EventLoop
    private let logger: Logger
    private let report: (HostEvent) -> Void
    private lazy var gate = HelloGate(loop: loop, limit: 4)
    /// Bound at the first process: most phones of a large cast never launch an app.
    private var listener: UnixListener?
    private var launched: Process?
    private var standby: Process?
    private var nextID = 0
    private var closed = false
    /// A launch that took a standby reports what it printed, and `.extensionConnected`, from here.
    private var connectedTimer: LoopTimer?
    /// SIGCHLD comes when a child stops or continues too: the launched one's state is read then.
    private var childSignals: SignalWatcher?
    private var launchedIsStopped = false
    /// Ends a process asked for its stack whose backtracer did not finish in time.
    private var locateTimer: LoopTimer?

    init(configuration: PhoneConfiguration, loop: EventLoop, logger: Logger, report: @escaping (HostEvent) -> Void) {
        self.configuration = configuration
        self.loop = loop
        self.logger = logger
        self.report = report
    }

    /// Launches `app`: reports `.extensionConnected` once the process said hello, or `.extensionExited`.
    func launch(_ app: InstalledApp) {
        if let process = standby, process.app == app {
            standby = nil
            logger.debug("launching \(app.displayName) in the process started ahead of its launch")
            launched = process
            launchedIsStopped = false
            // What it printed while waiting, and that it is connected, are reported on the next loop
            // turn, not inside the action that launched it.
            let timer = connectedTimer ?? LoopTimer(loop: loop)
            connectedTimer = timer
            timer.start(after: 0) { [unowned self] in
                guard launched?.id == process.id else { return }
                // Stopped while it waited: no SIGCHLD will say so now.
                childChanged()
                let held = launched?.heldOutput ?? []
                launched?.heldOutput = []
                for line in held { report(.extensionOutput(line)) }
                if launched?.channel != nil, launched?.token == nil { report(.extensionConnected) }
            }
            return
        }
        do {
            launchedIsStopped = false
            launched = try start(app)
        } catch {
            report(.extensionExited(description: "could not start: \(error)"))
        }
    }

    /// Starts a standby for `app` if there is none: the next launch of `app` takes it.
    func prepare(_ app: InstalledApp) {
        guard !closed, standby == nil else { return }
        do {
            standby = try start(app)
        } catch {
            logger.warning("cannot start \(app.displayName) ahead of its launch: \(error)")
        }
    }

    func send(_ command: HostToExtension) { launched?.channel?.send(command) }

    /// Has the launched process say where its main thread is stuck, then ends it, as iOS's watchdog ends
    /// an extension that does not answer. SIGQUIT makes Swift's backtracer (which every launch enables)
    /// print that thread's stack, the thread the kernel gives a process's signal to when it does not block
    /// it; the lines reach the journal as the extension's output. The process is killed once the
    /// backtracer says it is done, or after `backtraceLimit`.
    func locateHang() {
        guard let process = launched, !process.child.hasExited, !process.isBeingLocated else { return }
        launched?.isBeingLocated = true
        process.child.kill(SIGQUIT)
        let timer = locateTimer ?? LoopTimer(loop: loop)
        locateTimer = timer
        timer.start(after: TimeoutScale.milliseconds(Self.backtraceLimit)) { [unowned self] in
            guard launched?.id == process.id else { return }
            process.child.kill(SIGKILL)
        }
    }

    /// What the launched process has used so far; nil when it is gone.
    var launchedUsage: ProcessUsage? {
        guard let launched, !launched.child.hasExited else { return nil }
        return ProcessUsage.of(pid: launched.child.pid)
    }

    /// Ends the launched process, as iOS ends an extension that resigned.
    func terminate() {
        launched?.channel?.close()
        launched?.child.kill(SIGKILL)
    }

    func close() {
        closed = true
        for process in [launched, standby].compactMap({ $0 }) {
            process.channel?.close()
            process.child.kill(SIGKILL)
        }
        if let listener {
            listener.close()
            gate.closeWaiting()
        }
        connectedTimer?.close()
        locateTimer?.close()
        childSignals?.close()
    }

    private func start(_ app: InstalledApp) throws -> Process {
        if childSignals == nil {
            childSignals = SignalWatcher(loop: loop, signal: SignalWatcher.childChanged) { [unowned self] _ in childChanged() }
        }
        if listener == nil {
            let bound = try UnixListener(loop: loop, path: configuration.extensionSocket)
            bound.onConnection { [unowned self] connection in accept(connection) }
            bound.onAcceptError { [unowned self] error in logger.warning("refused a connection on the extension socket: could not accept it: \(error)") }
            listener = bound
        }
        nextID += 1
        let id = nextID, token = Hello.makeToken()
        let child = try ExtensionLauncher(configuration: configuration).spawn(
            app, socket: configuration.extensionSocket, token: token, loop: loop,
            onOutputLine: { [unowned self] line in printed(line, by: id) },
            onExit: { [unowned self] termination in exited(id, termination) })
        return Process(app: app, id: id, child: child, token: token)
    }

    /// Reports the launched process being stopped or running again, as /proc says it is now.
    private func childChanged() {
        guard let launched, !launched.child.hasExited else { return }
        let stopped = ProcessState.isStopped(launched.child.pid)
        guard stopped != launchedIsStopped else { return }
        launchedIsStopped = stopped
        report(.extensionStopped(stopped))
    }

    private func printed(_ line: String, by id: Int) {
        if let process = launched, process.id == id, process.isBeingLocated, line.hasPrefix("Backtrace took") {
            process.child.kill(SIGKILL)
        }
        if launched?.id == id {
            // After what it printed as a standby, if that is not reported yet.
            if launched?.heldOutput.isEmpty == true { report(.extensionOutput(line)) } else { launched?.heldOutput.append(line) }
        } else if standby?.id == id {
            standby?.heldOutput.append(line)
        }
    }

    private func exited(_ id: Int, _ termination: ChildProcess.Termination) {
        if let process = standby, process.id == id {
            process.channel?.close()
            standby = nil
            guard !closed else { return }
            let output = process.heldOutput.suffix(10).map { "\n  | " + $0 }.joined()
            logger.warning("the process started ahead of \(process.app.displayName)'s next launch \(termination)\(output)")
        } else if let process = launched, process.id == id {
            launched = nil
            launchedIsStopped = false
            process.channel?.close()
            guard !closed else { return }
            for line in process.heldOutput { report(.extensionOutput(line)) }
            locateTimer?.stop()
            let ended = process.isBeingLocated ? "did not answer and was ended once its stack was printed" : termination.description
            report(.extensionExited(description: ended))
            // The next launch of this app will not wait for a process to start.
            if configuration.prewarm { prepare(process.app) }
        }
    }

    /// Only a process this phone started takes a place: its hello carries its launch token, once.
    /// Any other connection is refused with a logged reason.
    private func accept(_ connection: UnixConnection) {
        let channel = MessageChannel<ExtensionToHost, HostToExtension>(connection: connection)
        var carry = ScreenCarry()
        channel.start(sending: Hello(role: .phone, name: configuration.name), gate: gate,
                      onHello: { [unowned self] (hello: Hello) throws(FrameError) in
                          guard hello.role == .extension else { throw FrameError.unexpected("a \(hello.role.rawValue) is not an extension") }
                          if let token = launched?.token, hello.token == token {
                              launched?.token = nil
                              launched?.channel = channel
                              report(.extensionConnected)
                          } else if let token = standby?.token, hello.token == token {
                              standby?.token = nil
                              standby?.channel = channel
                          } else {
                              throw FrameError.unexpected("\(hello.name) is not the extension process this phone launched (wrong launch token)")
                          }
                      },
                      onMessage: { [unowned self] message in
                          let message = carry.restore(message)
                          guard launched?.channel === channel else { return }
                          switch message {
                          case let .report(report): self.report(.extensionReport(report))
                          case let .update(report): self.report(.extensionUpdate(report))
                          }
                      },
                      onClose: { [unowned self] reason in
                          // The phone closing its listener closes a connection still saying hello: no warning.
                          if let reason, !closed {
                              logger.warning("\(channel.peer == nil ? "refused a connection on the extension socket" : "extension connection closed"): \(reason)")
                          }
                          if launched?.channel === channel { launched?.channel = nil }
                          if standby?.channel === channel { standby?.channel = nil }
                      })
    }
}
