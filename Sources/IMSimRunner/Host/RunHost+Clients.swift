import Foundation
import IMSimCore
import IMSimUV

extension RunHost {
    /// Once the run is ready, a client learns who takes part.
    func welcome(_ id: Int) {
        guard isReady, let client = clients[id], !client.welcomed, let info = startedInfo else { return }
        clients[id]?.welcomed = true
        client.channel.send(.welcome(info))
    }

    func clientSent(_ message: ToRun, from id: Int) {
        guard let client = clients[id] else { return }
        switch message {
        case let .subscribe(from):
            clients[id]?.subscribed = true
            send(journal.dropFirst(max(0, from)), to: client.channel)
            // A client that subscribes while the cast is quiet learns it at once.
            if isReady, isQuiet { client.channel.send(.quiet(journalIndex: journal.count - 1)) }
        case .perform(let request, let participant, var command):
            guard isReady, end == nil else {
                return client.channel.send(.performed(request: request, failure: "the run is not ready"))
            }
            guard let phone = phones[participant] else {
                return client.channel.send(.performed(request: request, failure: "\(participant) has no phone in this run"))
            }
            // `screenshot NAME` (a scenario's verb, a console's): into the phone's screens folder.
            if case let .screenshot(path) = command {
                let resolved = PicturePaths.resolve(path, artifacts: artifacts.path, participant: participant)
                // The extension draws its picture beside it, before the phone would create the folder.
                try? FileManager.default.createDirectory(atPath: (resolved as NSString).deletingLastPathComponent,
                                                         withIntermediateDirectories: true)
                command = .screenshot(resolved)
            }
            let action = ActionQueue.Action(client: id, clientRequest: request, participant: participant, command: command)
            if let next = actions.add(action) { phone.send(.command(request: next.request, command: next.command)) }
        case let .annotate(event):
            append(source: client.channel.peer?.name ?? "client", nil, EventLoop.monotonicNanoseconds, .client(event))
        case let .endRun(reason):
            finish(reason, isFailure: false)
        case .phoneEvents, .relayEvents:
            break
        }
    }

    func actionFinished(_ request: Int, on participant: String, failure: String?) {
        guard let (action, next) = actions.finished(request, on: participant) else { return }
        if let next { phones[participant]?.send(.command(request: next.request, command: next.command)) }
        // The entries that led here go first: a client sees why an action failed before it hears it did.
        flushClients()
        clients[action.client]?.channel.send(.performed(request: action.clientRequest, failure: failure))
    }

    /// Phones quiet and no action under way or waiting.
    var isQuiet: Bool { quiescence.isQuiet && actions.isEmpty }

    /// Tells subscribed clients the cast is quiet, once for each new stretch of the journal.
    func reportQuietIfQuiet() {
        guard isReady, end == nil, isQuiet, quietReported != journal.count else { return }
        quietReported = journal.count
        for client in clients.values where client.subscribed {
            client.channel.send(.quiet(journalIndex: journal.count - 1))
        }
    }

    /// Sends the entries appended since the last flush to every subscribed client.
    func flushClients() {
        guard flushedCount < journal.count else { return }
        let fresh = journal[flushedCount...]
        flushedCount = journal.count
        for client in clients.values where client.subscribed { send(Array(fresh), to: client.channel) }
    }

    /// `FromRun.entries` frames made of entries already encoded, each frame well under the 1 MiB limit.
    private func send(_ entries: some Collection<[UInt8]>, to channel: MessageChannel<ToRun, FromRun>) {
        var batch: [[UInt8]] = []
        var size = 0
        for wire in entries {
            if !batch.isEmpty, size + wire.count > 256 * 1024 {
                channel.sendEncoded(FromRun.entriesPayload(encoded: batch))
                batch.removeAll(keepingCapacity: true)
                size = 0
            }
            batch.append(wire)
            size += wire.count
        }
        if !batch.isEmpty { channel.sendEncoded(FromRun.entriesPayload(encoded: batch)) }
    }
}
