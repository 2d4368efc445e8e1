import IMSimCore
import IMSimModel
import Logging
import IMSimUV

/// The relay process's shell: accepts phones on a Unix socket and performs `RelayRouter`'s actions.
/// A phone that sends a malformed or oversized frame is disconnected with a logged reason; the
/// others carry on. Runs on the loop's thread.
public final class RelayServer {
    private typealias Channel = MessageChannel<PhoneToRelay, RelayToPhone>

    private let listener: UnixListener
    private let logger: Logger
    private var router: RelayRouter
    private var channels: [Int: Channel] = [:]
    private var nextConnection = 1
    private let maximumPayloadSize: Int
    /// Connections that have not said hello: a second each, a bounded number.
    private let gate: HelloGate
    /// Every routing decision, for the run's journal.
    public var onEvent: ((RelayEvent) -> Void)?

    /// `cast`: the names that may connect; nil for any.
    public init(loop: EventLoop, path: String, logger: Logger, cast: Set<String>? = nil,
                maximumPayloadSize: Int = FrameEncoder.defaultMaximumPayloadSize) throws(UVError) {
        self.router = RelayRouter(cast: cast)
        self.listener = try UnixListener(loop: loop, path: path)
        self.logger = logger
        self.maximumPayloadSize = maximumPayloadSize
        self.gate = HelloGate(loop: loop, limit: RunLimits.maximumWaitingForHello)
        listener.onConnection { [unowned self] connection in self.accept(connection) }
        listener.onAcceptError { [unowned self] error in self.logger.warning("refused a connection: could not accept it: \(error)") }
    }

    public var connectedNames: [String] { router.connectedNames }

    private func accept(_ connection: UnixConnection) {
        let id = nextConnection
        nextConnection += 1
        let channel = Channel(connection: connection, maximumPayloadSize: maximumPayloadSize)
        channels[id] = channel
        channel.start(
            sending: Hello(role: .relay, name: "relay"), gate: gate,
            onHello: { [unowned self] (hello: Hello) throws(FrameError) in
                guard hello.role == .phone else { throw FrameError.unexpected("a \(hello.role.rawValue) is not a phone") }
                self.perform(self.router.connected(id, name: hello.name))
            },
            onMessage: { [unowned self] message in self.perform(self.router.received(message, from: id)) },
            onClose: { [unowned self] reason in
                let name = channel.peer?.name ?? "connection \(id)"
                if let reason {
                    self.logger.warning(channel.peer == nil ? "refused a connection: \(reason)" : "closed \(name): \(reason)")
                }
                if channel.peer == nil, let reason { self.onEvent?(.refused(reason: reason)) }
                self.channels[id] = nil
                self.perform(self.router.disconnected(id, reason: reason))
            })
    }

    private func perform(_ actions: [RelayRouter.Action]) {
        for action in actions {
            switch action {
            case let .deliver(message, target):
                channels[target]?.send(message)
            case let .refuse(connection, reason):
                channels[connection]?.close(reason: reason)
            case let .report(event):
                onEvent?(event)
            }
        }
    }

    public func close() {
        listener.close()
        gate.closeWaiting()
        for channel in channels.values { channel.close() }
        channels.removeAll()
    }
}
