import IMSimCore
import IMSimModel
import IMSimUV

/// A client's connection to a run's control socket (role `console`): the scenario player, a
/// console, the recorder. Runs on the loop's thread.
public final class RunClient {
    private let loop: EventLoop
    private let name: String
    private var channel: MessageChannel<RunToClient, ClientToRun>?
    private var closed = false

    /// `name` goes in the hello and names the client's notes in the journal.
    public init(loop: EventLoop, name: String) {
        self.loop = loop
        self.name = name
    }

    /// Connects to `path`; `onMessage` gets everything the run sends, `onClose` why it ended (nil:
    /// the run closed the connection cleanly, or `close()` was called).
    public func connect(to path: String, onMessage: @escaping (RunToClient) -> Void, onClose: @escaping (String?) -> Void) {
        UnixConnection.connect(loop: loop, path: path) { [weak self] result in
            guard let self, !closed else {
                if case let .success(connection) = result { connection.close() }
                return
            }
            switch result {
            case let .failure(error):
                closed = true
                onClose("cannot reach the run at \(path): \(error)")
            case let .success(connection):
                let channel = MessageChannel<RunToClient, ClientToRun>(connection: connection)
                self.channel = channel
                channel.start(sending: Hello(role: .console, name: name),
                              onHello: { (hello: Hello) throws(FrameError) in
                                  guard hello.role == .runner else { throw FrameError.unexpected("not a run: \(hello.role.rawValue)") }
                              },
                              onMessage: onMessage,
                              onClose: { [weak self] reason in
                                  self?.closed = true
                                  onClose(reason)
                              })
            }
        }
    }

    public func send(_ message: ClientToRun) {
        channel?.send(message)
    }

    public func close() {
        closed = true
        channel?.close()
    }
}
