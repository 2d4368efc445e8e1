import Foundation
import IMSimCore
import IMSimModel
import IMSimUV

extension RunHost {
    /// A client asks for the journal from entry `from`: old entries come from the journal file, a
    /// batch each time it has read the last, then it follows live. Asking again starts again.
    func subscribe(_ id: Int, from: Int) {
        catchUps[id] = nil
        perform(roster.subscribe(id, from: from, written: flushedCount))
    }

    /// Opens the journal file at entry `from` for client `id` and sends it the first batch.
    func startCatchUp(_ id: Int, from: Int) {
        guard let link = clientLinks[id] else { return }
        journalWritten()
        do {
            catchUps[id] = try JournalCatchUp(path: artifacts.journal, from: from)
        } catch {
            return drop(id, "cannot read the journal file: \(error)")
        }
        link.onWritesDrained = { [unowned self, weak link] in
            guard let link, let id = clientID(of: link) else { return }
            feed(id)
        }
        feed(id)
    }

    /// Sends a client catching up its next batches while it reads them; once caught up it follows
    /// live and hears what was held for it. A batch at most per turn of the loop while the client
    /// reads as fast as it is sent, so that no client holds the loop.
    func feed(_ id: Int) {
        guard let link = clientLinks[id], let catchUp = catchUps[id] else { return }
        guard link.pendingWriteBytes == 0 else { return }  // `onWritesDrained` calls again
        if catchUp.nextIndex < flushedCount {
            // What the file holds already; the journal's thread is waited for only at its end.
            var readable = min(flushedCount, journal?.writtenEntries ?? flushedCount)
            if readable <= catchUp.nextIndex {
                journalWritten()
                readable = flushedCount
            }
            do {
                let batch = try catchUp.next(before: readable, budget: RunLimits.catchUpBatchBytes)
                link.send(entries: batch, values: nil)
            } catch {
                return drop(id, "\(error)")
            }
            if catchUp.nextIndex < flushedCount {
                // Written at once (no write to wait for): go on at the next turn.
                if link.pendingWriteBytes == 0 { feedOnNextTurn() }
                return
            }
        }
        catchUps[id] = nil
        link.onWritesDrained = nil
        perform(roster.caughtUp(id, quietAfter: isReady && isQuiet ? journalCount - 1 : nil))
    }

    private func feedOnNextTurn() {
        let timer = catchUpTimer ?? LoopTimer(loop: loop)
        catchUpTimer = timer
        timer.start(after: 0) { [unowned self] in
            for id in roster.catchingUp { feed(id) }
        }
    }
}
