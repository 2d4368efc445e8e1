import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel
import IMSimUV

/// The run's bookkeeping carried out over sockets.
extension RunHost: RunLedgerTransport {
    /// Once the run is ready, a client learns who takes part.
    func welcome(_ id: Int) {
        perform(roster.welcome(id, info: isReady ? startedInfo : nil))
    }

    /// Does what the roster of clients says, in order.
    func perform(_ actions: [ClientRoster.Action]) {
        for action in actions {
            switch action {
            case let .send(message, id): clientLinks[id]?.send(message)
            case let .catchUp(id, from): startCatchUp(id, from: from)
            case .flushLive: flushClients()
            case let .drop(id, reason): drop(id, reason)
            }
        }
    }

    func clientSent(_ message: ClientToRun, from id: Int) {
        guard let client = clientLinks[id] else { return }
        switch message {
        case let .subscribe(from):
            subscribe(id, from: from)
        case let .perform(request, participant, command):
            if let failure = refusal(of: command, for: participant) {
                return tell(id, .performed(request: request, failure: failure))
            }
            guard phones[participant] != nil else { return }
            let command = PictureFolders.prepare(command, artifacts: artifacts.path, participant: participant)
            let action = ActionQueue.Action(client: id, clientRequest: request, participant: participant, command: command)
            perform(ledger.ask(action))
        case let .annotate(event):
            let size = event.wireSize
            guard size <= RunLimits.maximumAnnotationBytes else {
                let who = client.peer?.name ?? "a client"
                return logger.warning("left out of the journal: a note of \(size) bytes from \(who); a note is at most \(RunLimits.maximumAnnotationBytes)")
            }
            append(source: client.peer?.name ?? "client", nil, EventLoop.monotonicNanoseconds, .client(event))
        case let .endRun(reason):
            finish(String(reason.prefix(RunLimits.maximumValueBytes)), isFailure: false)
        case let .locateHang(participant):
            guard isReady, end == nil else { return }
            phones[participant]?.send(.locateHang)
        }
    }

    /// Why the run will not do `command` on `participant`'s phone, or nil.
    private func refusal(of command: Command, for participant: String) -> String? {
        guard isReady, end == nil else { return "the run is not ready" }
        guard phones[participant] != nil else { return "\(participant) has no phone in this run" }
        if case let .stepPicture(path, previous) = command {
            let folder = artifacts.path.hasSuffix("/") ? artifacts.path : artifacts.path + "/"
            guard ([path] + [previous].compactMap { $0 }).allSatisfy({ $0.hasPrefix(folder) && !$0.contains("/../") }) else {
                return "a step's picture goes in the run's artifacts (\(artifacts.path))"
            }
        }
        // A phone closes its connection on a frame over the limit: a command stays well under it.
        let size = command.wireSize
        guard size <= RunLimits.maximumConsoleLineBytes else {
            return "the command is \(size) bytes; a command is at most \(RunLimits.maximumConsoleLineBytes)"
        }
        return nil
    }

    public func sendCommand(_ command: Command, request: Int, to participant: String) {
        phones[participant]?.send(.command(request: request, command: command))
    }

    public func answer(client: Int, request: Int, failure: String?) {
        flushClients()
        tell(client, .performed(request: request, failure: failure))
    }

    /// Phones quiet and no action under way or waiting.
    var isQuiet: Bool { ledger.isQuiet }

    /// Tells subscribed clients the cast is quiet, once for each new stretch of the journal.
    func reportQuietIfQuiet() {
        guard isReady, end == nil, isQuiet, quietReported != journalCount else { return }
        quietReported = journalCount
        perform(roster.quiet(journalIndex: journalCount - 1))
    }

    /// Sends `message` to client `id` now, or once it has caught up with the journal (`ClientRoster.tell`).
    func tell(_ id: Int, _ message: RunToClient) {
        perform(roster.tell(id, message))
    }

    /// Sends the entries appended since the last flush to every client following live; one that has left
    /// too much unread is dropped.
    func flushClients() {
        guard !unflushed.isEmpty else { return }
        let fresh = unflushed
        unflushed.removeAll(keepingCapacity: true)
        flushedCount = journalCount
        // Encoded once, and only for clients on a socket (the player in this process takes the values).
        var encoded: (entries: [[UInt8]], size: Int)?
        for id in roster.liveFollowers {
            guard let link = clientLinks[id] else { continue }
            guard link.takesEncodedEntries else {
                link.send(entries: [], values: fresh)
                continue
            }
            let wires = encoded ?? { let wires = fresh.map { $0.wire() }; return (wires, wires.reduce(0) { $0 + $1.count }) }()
            encoded = wires
            let queued = link.pendingWriteBytes
            guard queued + wires.size <= RunLimits.maximumQueuedBytesPerClient else {
                drop(id, "it left \(queued) bytes unread; a console may leave at most \(RunLimits.maximumQueuedBytesPerClient)")
                continue
            }
            link.send(entries: wires.entries, values: fresh)
        }
    }

    /// Closes a client that does not keep up, saying why in the run's log.
    func drop(_ id: Int, _ reason: String) {
        guard let link = clientLinks[id] else { return }
        logger.warning("dropped the console \(link.peer?.name ?? String(id)): \(reason)")
        link.close(reason: "dropped: \(reason)")
    }
}
