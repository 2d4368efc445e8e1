import Foundation
import IMSimCore
import IMSimModel
import IMSimUV

extension RunHost {
    /// A client asks for the journal from entry `from`: old entries come from the journal file, a
    /// batch each time it has read the last, then it follows live. Asking again starts again.
    func subscribe(_ id: Int, from: Int) {
        guard let client = clients[id] else { return }
        clients[id]?.subscribed = true
        clients[id]?.catchUp = nil
        let start = min(max(0, from), flushedCount)
        if start < flushedCount {
            do {
                clients[id]?.catchUp = try JournalCatchUp(path: artifacts.journal, from: start)
            } catch {
                return drop(id, "cannot read the journal file: \(error)")
            }
            client.channel.onWritesDrained = { [unowned self, weak channel = client.channel] in
                guard let channel, let id = clients.first(where: { $0.value.channel === channel })?.key else { return }
                feed(id)
            }
        }
        feed(id)
    }

    /// Sends a client catching up its next batches while it reads them; once caught up it follows
    /// live and hears what was held for it. A batch at most per turn of the loop while the client
    /// reads as fast as it is sent, so that no client holds the loop.
    func feed(_ id: Int) {
        guard let client = clients[id] else { return }
        guard let catchUp = client.catchUp else { return }
        guard client.channel.pendingWriteBytes == 0 else { return }  // `onWritesDrained` calls again
        if catchUp.nextIndex < flushedCount {
            do {
                let batch = try catchUp.next(before: flushedCount, budget: RunLimits.catchUpBatchBytes)
                client.channel.send(entries: batch, values: nil)
            } catch {
                return drop(id, "\(error)")
            }
            if catchUp.nextIndex < flushedCount {
                // Written at once (no write to wait for): go on at the next turn.
                if client.channel.pendingWriteBytes == 0 { feedOnNextTurn() }
                return
            }
        }
        clients[id]?.catchUp = nil
        clients[id]?.held = []
        client.channel.onWritesDrained = nil
        flushClients()
        // What was held, then a quiet moment if it is one, after the entries that lead to it.
        for message in client.held { client.channel.send(message) }
        if isReady, isQuiet { client.channel.send(.quiet(journalIndex: journalCount - 1)) }
    }

    private func feedOnNextTurn() {
        let timer = catchUpTimer ?? LoopTimer(loop: loop)
        catchUpTimer = timer
        timer.start(after: 0) { [unowned self] in
            for (id, client) in clients where client.catchUp != nil { feed(id) }
        }
    }
}

extension RunToClient {
    var isQuiet: Bool {
        if case .quiet = self { return true }
        return false
    }
}
