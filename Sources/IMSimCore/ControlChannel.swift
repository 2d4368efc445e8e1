/// Every message to a run's control socket. Which ones a peer may send follows from its hello's
/// role: phones report their events, the relay its routing, clients (the scenario player, consoles,
/// the recorder: role `console`) act and follow the journal. See docs/PROTOCOL.md.
public enum ToRun: Codable, Equatable, Sendable {
    /// Phone: events since its last report, and whether it is idle after them.
    case phoneEvents([Stamped<PhoneEvent>], idle: Bool)
    /// Relay: its routing decisions.
    case relayEvents([Stamped<RelayEvent>])
    /// Client: send the journal from entry `from` (0: all of it), then every entry as it comes.
    case subscribe(from: Int)
    /// Client: a person's action on `participant`'s phone, answered by `performed` with `request`.
    case perform(request: Int, participant: String, command: Command)
    /// Client: a note for the journal (a step began or ended, a console attached).
    case annotate(ClientEvent)
    /// Client: end the run.
    case endRun(reason: String)
    /// Client: say where `participant`'s extension is stuck (its main thread's stack, journaled as the
    /// extension's output), then end it, as iOS's watchdog ends an extension that does not answer.
    case locateHang(participant: String)
}

/// Every message from a run's control socket.
public enum FromRun: Codable, Equatable, Sendable {
    /// To a phone: do what a person would; answered by a `commandFinished` event with `request`.
    case command(request: Int, command: Command)
    /// To a phone or the relay: close the app if open, then exit.
    case shutdown
    /// To a phone: have the launched extension print its main thread's stack, then end it.
    case locateHang
    /// To a client, once the run is ready: who takes part and where the run keeps its artifacts.
    case welcome(RunInfo)
    /// To a subscribed client: journal entries, in order.
    case entries([JournalEntry])
    /// To a client: its `perform` ended; `failure` says why it could not be done.
    case performed(request: Int, failure: String?)
    /// To a subscribed client: the cast is quiet after entry `journalIndex` — no frame in flight,
    /// every phone idle, no extension process starting or ending, no action under way.
    case quiet(journalIndex: Int)
    /// To a client: the run is over.
    case ended(reason: String)
}

/// A process that ended when it should not have.
public struct ProcessFailure: Codable, Equatable, Sendable, Error, CustomStringConvertible {
    public var name: String
    public var reason: String
    public var lastOutput: [String]

    public init(name: String, reason: String, lastOutput: [String]) {
        self.name = name
        self.reason = reason
        self.lastOutput = lastOutput
    }

    public var description: String {
        (["\(name) \(reason)"] + (lastOutput.isEmpty ? [] : ["last output of \(name):"] + lastOutput.map { "  | " + $0 }))
            .joined(separator: "\n")
    }
}
