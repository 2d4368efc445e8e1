import Foundation
import IMSimArtifacts
import IMSimCore
import IMSimModel
import IMSimUV

extension RunHost {
    /// Journals what the run itself did.
    func record(_ event: RunEvent) {
        ownSequence += 1
        append(source: "run", ownSequence, EventLoop.monotonicNanoseconds, .run(event))
    }

    /// Gives an entry its place in the journal, for its file (written on the journal's thread, a
    /// batch at a time) and for clients at the next flush. A client's notes are numbered by the run.
    func append(source: String, _ sequence: Int?, _ time: UInt64, _ event: JournalEvent) {
        let sequence = sequence ?? nextClientSequence(source)
        let entry = JournalEntry(index: journalCount, source: source, sequence: sequence, time: time, event: event)
        journalCount += 1
        unflushed.append(entry)
        // The file and its reading hold nothing before it is open or after the run is torn down.
        if let journal {
            journal.append(entry)
            journaledEntries += 1
            if journaledEntries % Self.entriesBetweenTrims == 0 { FreedMemory.giveBack() }
            handOverSoon()
        }
        if case let .run(.started(info)) = event { startedInfo = info }
    }

    /// Folds every entry from now on into `reading`, on the journal's thread (before `start()`).
    public func foldJournal(into reading: JournalReading) {
        journalReading = reading
    }

    /// The reading of every entry, once the run has ended; nil without one, when the journal could
    /// not be written whole (the reading would hold entries its file lacks), or was never written
    /// (the run could not start); its trace file is then removed.
    public func finishJournalFold() -> JournalReading? {
        closeJournal()  // done at tear-down already, unless the loop ended without one
        let reading = finishedReading ?? journalReading
        finishedReading = nil
        journalReading = nil
        guard let reading, journalIsWhole, journaledEntries > 0 else {
            reading?.traceFile?.abandon()
            reading?.traceFile.map { try? FileManager.default.removeItem(atPath: $0.path) }
            return nil
        }
        return reading
    }

    /// Entries journaled between two returns of freed memory to the system: the entries are freed
    /// on the journal's thread, and glibc kept what they had used, most of it free (33 of 38 MB of
    /// the main heap after 100,000 messages).
    static let entriesBetweenTrims = 1 << 16

    /// How long an entry may wait for the rest of its batch before it goes to the file: a console
    /// or a person reading the file sees it this soon.
    static let handOverMilliseconds: UInt64 = 20

    private func handOverSoon() {
        guard !journalHandOverArmed else { return }
        journalHandOverArmed = true
        let timer = journalHandOverTimer ?? LoopTimer(loop: loop)
        journalHandOverTimer = timer
        timer.start(after: Self.handOverMilliseconds) { [unowned self] in
            journalHandOverArmed = false
            journal?.handOver()
        }
    }

    /// Waits until every entry so far is in the file, for a client reading it.
    func journalWritten() {
        journal?.waitUntilWritten()
        if let failure = journal?.failure { writeFailed(failure) }
    }

    /// Writes what is left, closes the file and keeps the reading (tear-down). A write that failed
    /// on the way ends nothing now; the journal is not whole.
    func closeJournal() {
        journalHandOverTimer?.close()
        journalHandOverTimer = nil
        if let journal {
            self.journal = nil
            finishedReading = journal.finish()
            if journal.failure != nil { journalIsWhole = false }
        }
        // After the journal's last write: a failure in it rings nothing closed.
        journalAlarm?.close()
        journalAlarm = nil
    }

    private func nextClientSequence(_ source: String) -> Int {
        let next = (clientSequences[source] ?? 0) + 1
        clientSequences[source] = next
        return next
    }

    /// A line the relay or a phone process printed (its logs): kept in its file, echoed when asked.
    func processPrinted(_ name: String, _ line: String) {
        do {
            try logs.appendLine(line, to: logFile(of: name))
        } catch {
            writeFailed(error)
        }
        if configuration.echoOutput {
            showOnStandardError("[\(name)] \(line)")
        } else if Self.isLoggedProblem(line) {
            let shown = line.contains(Self.refusedConnection)
                ? refusals.refused(at: name, line: line, logFile: logFile(of: name)) : line
            if let shown { showOnStandardError("[\(name)] \(shown)") }
        }
    }

    /// The words of every refused connection's warning, on each socket.
    static let refusedConnection = "refused a connection"

    /// A connection to the control socket was refused: logged in full in the run's log, shown on
    /// standard error the first few times.
    func refusedOnControlSocket(_ reason: String) {
        let line = "\(Self.refusedConnection): \(reason)"
        do {
            try logs.appendLine(Timestamp.iso8601() + " " + line, to: artifacts.runLog)
        } catch {
            writeFailed(error)
        }
        if let shown = refusals.refused(at: "run", line: line, logFile: artifacts.runLog) { logger.warning("\(shown)") }
    }

    /// The file where `source` (`run`, `relay` or a phone) logs in full.
    func logFile(of source: String) -> String {
        switch source {
        case "run": artifacts.runLog
        case "relay": artifacts.relayLog
        default: artifacts.phoneLog(source)
        }
    }

    private func showOnStandardError(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }

    /// A line an extension process printed: kept in the file of its launch, echoed when asked.
    public func extensionPrinted(_ participant: String, launch: Int, _ line: String) {
        do {
            try logs.appendLine(line, to: artifacts.extensionLog(participant, launch: launch))
        } catch {
            writeFailed(error)
        }
        if configuration.echoOutput {
            try? FileHandle.standardError.write(contentsOf: Data("[\(participant) extension \(launch)] \(line)\n".utf8))
        }
    }

    /// A swift-log line at warning level or above: always shown, the rest only when echoing.
    static func isLoggedProblem(_ line: String) -> Bool {
        [" warning ", " error ", " critical "].contains { line.contains($0) }
    }
}
