/// The messages of a run's control socket, one type for each direction and role: which messages a peer
/// may send follows from its hello's role, and the compiler keeps each side to its own. Phones report
/// their events, the relay its routing, clients (the scenario player, consoles, the recorder: role
/// `console`) act and follow the journal. Each case encodes as its name, so the bytes are the
/// protocol's whatever type carries them (docs/PROTOCOL.md).

/// What a phone sends the run.
public enum PhoneToRun: Codable, Equatable, Sendable {
    /// Events since its last report, and whether it is idle after them.
    case phoneEvents([Stamped<PhoneEvent>], idle: Bool)
}

/// What the relay sends the run.
public enum RelayToRun: Codable, Equatable, Sendable {
    /// Its routing decisions.
    case relayEvents([Stamped<RelayEvent>])
}

/// What a client sends the run.
public enum ClientToRun: Codable, Equatable, Sendable {
    /// Send the journal from entry `from` (0: all of it), then every entry as it comes.
    case subscribe(from: Int)
    /// A person's action on `participant`'s phone, answered by `performed` with `request`.
    case perform(request: Int, participant: String, command: Command)
    /// A note for the journal (a step began or ended, a console attached).
    case annotate(ClientEvent)
    /// End the run.
    case endRun(reason: String)
    /// Say where `participant`'s extension is stuck (its main thread's stack, journaled as the
    /// extension's output), then end it, as iOS's watchdog ends an extension that does not answer.
    case locateHang(participant: String)
}

/// What the run sends a phone.
public enum RunToPhone: Codable, Equatable, Sendable {
    /// Do what a person would; answered by a `commandFinished` event with `request`.
    case command(request: Int, command: Command)
    /// Close the app if open, then exit.
    case shutdown
    /// Have the launched extension print its main thread's stack, then end it.
    case locateHang
}

/// What the run sends the relay.
public enum RunToRelay: Codable, Equatable, Sendable {
    /// Exit.
    case shutdown
}

/// What the run sends a client.
public enum RunToClient: Codable, Equatable, Sendable {
    /// Once the run is ready: who takes part and where the run keeps its artifacts.
    case welcome(RunInfo)
    /// To a subscribed client: journal entries, in order.
    case entries([JournalEntry])
    /// Its `perform` ended; `failure` says why it could not be done.
    case performed(request: Int, failure: String?)
    /// To a subscribed client: the cast is quiet after entry `journalIndex` — no frame in flight,
    /// every phone idle, no extension process starting or ending, no action under way.
    case quiet(journalIndex: Int)
    /// The run is over.
    case ended(reason: String)
}

/// A message the run received, read as its sender's role allows: a phone's, the relay's or a client's.
/// The run's channels decode each frame by the role of the hello that opened it.
public enum ToRun: Equatable, Sendable {
    case phone(PhoneToRun)
    case relay(RelayToRun)
    case client(ClientToRun)

    /// `payload` read as a message from a peer with `role`; a frame that is not one of that role's
    /// messages (a phone sending a client's) is refused as malformed.
    public static func decode(frame payload: [UInt8], from role: Hello.Role) throws(FrameError) -> ToRun {
        do throws(FrameError) {
            switch role {
            case .phone: return .phone(try PhoneToRun.decode(frame: payload))
            case .relay: return .relay(try RelayToRun.decode(frame: payload))
            case .console: return .client(try ClientToRun.decode(frame: payload))
            case .runner, .extension: throw FrameError.unexpected("a \(role.rawValue) sends the run nothing")
            }
        } catch {
            // Another role's message is named as such; anything else is as malformed as it is.
            let other: String? = if (try? PhoneToRun.decode(frame: payload)) != nil { "phone" }
                else if (try? RelayToRun.decode(frame: payload)) != nil { "relay" }
                else if (try? ClientToRun.decode(frame: payload)) != nil { "console" } else { nil }
            guard let other else { throw error }
            throw FrameError.unexpected("not a message a \(role.rawValue) may send the run (a \(other)'s)")
        }
    }
}

/// A message the run sends: to a phone, the relay or a client, encoded as that message alone.
public enum FromRun: Equatable, Sendable {
    case phone(RunToPhone)
    case relay(RunToRelay)
    case client(RunToClient)
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
