import IMSimCore
import IMSimUV

/// A client in the run's own process (the scenario player of `imsim run` and `imsim up`): what the
/// run sends it and what it sends the run are handed over as values on a later turn of the loop, as
/// a socket delivers them, and no journal entry is encoded for it or decoded by it. Everything else
/// (its hello, what it may send, catch-up, being dropped) is as for a client on the socket.
public final class InProcessClientLink: ClientLink, RunConnection {
    let peer: Hello?
    var pendingWriteBytes: Int { 0 }
    var takesEncodedEntries: Bool { false }
    var onWritesDrained: (() -> Void)?
    /// The run's side: a message from the client; the connection closed (by either side), and why.
    var onClientMessage: ((ClientToRun) -> Void)?
    var onClientClosed: ((String?) -> Void)?
    private let onMessage: (RunToClient) -> Void
    private let onClose: (String?) -> Void
    private let pump: LoopTimer
    private var toClient: [RunToClient] = []
    private var toRun: [ClientToRun] = []
    /// Set once either side closed: why, delivered after what was sent before.
    private var closing: String??
    private var isClosed = false

    init(loop: EventLoop, name: String, onMessage: @escaping (RunToClient) -> Void, onClose: @escaping (String?) -> Void) {
        peer = Hello(role: .console, name: name)
        self.onMessage = onMessage
        self.onClose = onClose
        pump = LoopTimer(loop: loop)
    }

    // MARK: The run's side

    @discardableResult
    func send(_ message: RunToClient) -> Bool {
        guard closing == nil, !isClosed else { return false }
        toClient.append(message)
        schedule()
        return true
    }

    func send(entries encoded: [[UInt8]], values: [JournalEntry]?) {
        // Entries the run has only as bytes (read back from the journal file to catch up) are decoded.
        guard let entries = values ?? decoded(encoded), !entries.isEmpty else { return }
        send(.entries(entries))
    }

    func close(reason: String?) {
        guard closing == nil, !isClosed else { return }
        closing = .some(reason)
        schedule()
    }

    private func decoded(_ encoded: [[UInt8]]) -> [JournalEntry]? {
        do {
            return try encoded.map { try WireDecoder().decode(JournalEntry.self, from: $0) }
        } catch {
            close(reason: "cannot read the journal's entries: \(error)")
            return nil
        }
    }

    // MARK: The client's side

    public func send(_ message: ClientToRun) {
        guard closing == nil, !isClosed else { return }
        toRun.append(message)
        schedule()
    }

    public func close() {
        close(reason: nil)
    }

    // MARK: Delivery

    private func schedule() {
        pump.start(after: 0) { [unowned self] in deliver() }
    }

    /// Hands over what each side had sent when the turn came, in order (what they send meanwhile
    /// waits for the next turn, as other connections' messages do), then the close.
    private func deliver() {
        let fromClient = toRun, fromRun = toClient
        toRun.removeAll()
        toClient.removeAll()
        for message in fromClient { onClientMessage?(message) }
        for message in fromRun { onMessage(message) }
        guard toRun.isEmpty, toClient.isEmpty, let reason = closing, !isClosed else { return }
        isClosed = true
        pump.close()
        onClose(reason)
        onClientClosed?(reason)
    }
}
