import IMSimCore

/// The run's own bookkeeping, as pure rules that both transports keep (the live run's `RunHost`, the
/// embedded run): which phones have started, which extension launch each phone's output belongs to,
/// whether the cast is quiet, and people's actions waiting for each phone. It takes what phones
/// report and what clients ask, and returns what the transport must do.
public struct RunLedger: Sendable {
    public enum Effect: Equatable, Sendable {
        /// A line `participant`'s extension printed during launch `launch`: into that launch's log.
        case extensionPrinted(participant: String, launch: Int, line: String)
        /// Send `participant`'s phone the command (request numbers are the run's own).
        case command(participant: String, request: Int, Command)
        /// Tell client `client` that its request `request` finished, after the entries that led to it.
        case performed(client: Int, request: Int, failure: String?)
    }

    public private(set) var startedPhones: Set<String> = []
    /// The extension launch each phone's output lines belong to.
    public private(set) var currentLaunch: [String: Int] = [:]
    public private(set) var quiescence: Quiescence
    private var actions = ActionQueue()

    public init(cast: [String]) {
        quiescence = Quiescence(phones: cast)
    }

    /// Phones quiet and no action under way or waiting.
    public var isQuiet: Bool { quiescence.isQuiet && actions.isEmpty }

    /// One event of `name`'s report, in order with the journal.
    public mutating func phone(_ name: String, did event: PhoneEvent) -> [Effect] {
        switch event {
        case .started:
            startedPhones.insert(name)
        case let .extensionLaunched(launch, _, _, _):
            currentLaunch[name] = launch
        case let .output(line):
            return [.extensionPrinted(participant: name, launch: currentLaunch[name] ?? 0, line: line)]
        case let .commandFinished(request, failure):
            guard let (action, next) = actions.finished(request, on: name) else { return [] }
            let start: [Effect] = next.map { [.command(participant: name, request: $0.request, $0.command)] } ?? []
            return start + [.performed(client: action.client, request: action.clientRequest, failure: failure)]
        default:
            break
        }
        return []
    }

    /// The whole report counted for quiet; returns the messages it sent to phones already gone, dropped.
    public mutating func phone(_ name: String, reported events: [PhoneEvent], idle: Bool) -> [Quiescence.Delivery] {
        quiescence.phone(name, reported: events, idle: idle)
    }

    /// A phone that is gone: returns what was in flight to it, dropped.
    public mutating func phoneGone(_ name: String) -> [Quiescence.Delivery] {
        quiescence.phoneGone(name)
    }

    /// A client asks for a person's action: queued behind the one under way on that phone.
    public mutating func ask(_ action: ActionQueue.Action) -> [Effect] {
        actions.add(action).map { [.command(participant: action.participant, request: $0.request, $0.command)] } ?? []
    }

    /// A client went away: its actions not yet started are dropped.
    public mutating func forget(client: Int) {
        actions.forget(client: client)
    }
}
