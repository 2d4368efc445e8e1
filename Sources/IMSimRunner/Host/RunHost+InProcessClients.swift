import IMSimCore
import IMSimModel
import IMSimUV

extension RunHost {
    /// Connects a client in this process (the scenario player): it is welcomed and heard as a client
    /// on the control socket is, its messages and the run's handed over without encoding them.
    /// Nil when the run is ending.
    public func connectInProcess(name: String, onMessage: @escaping (RunToClient) -> Void,
                                 onClose: @escaping (String?) -> Void) -> InProcessClientLink? {
        loop.assertInLoopThread()
        guard end == nil else { return nil }
        let link = InProcessClientLink(loop: loop, name: name, onMessage: onMessage, onClose: onClose)
        let id = roster.connect()
        link.onClientMessage = { [unowned self, unowned link] message in
            guard let id = clientID(of: link) else { return }
            clientSent(message, from: id)
            flushClients()
            reportQuietIfQuiet()
        }
        link.onClientClosed = { [unowned self, unowned link] reason in
            guard let id = clientID(of: link) else { return }
            clientClosed(id, name: name, reason: reason)
        }
        clientLinks[id] = link
        record(.clientConnected(name: name))
        welcome(id)
        return link
    }

    /// The client whose link is `link`.
    func clientID(of link: any ClientLink) -> Int? {
        clientLinks.first { $0.value === link }?.key
    }

    /// The client on the socket `channel`.
    func clientID(on channel: MessageChannel<ToRun, FromRun>) -> Int? {
        clientLinks.first { ($0.value as? PeerLink<RunToClient>)?.carries(channel) == true }?.key
    }

    /// A client's connection closed: it is forgotten, and journaled as gone unless the run is ending.
    func clientClosed(_ id: Int, name: String, reason: String?) {
        roster.remove(id)
        clientLinks[id] = nil
        catchUps[id] = nil
        ledger.forget(client: id)
        // A console the run dropped was logged when it was dropped.
        if let reason, end == nil, !reason.hasPrefix("dropped: ") { logger.warning("closed the console \(name): \(reason)") }
        if end == nil { record(.clientDisconnected(name: name)) }
    }
}
