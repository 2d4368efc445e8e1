import IMSimCore

/// The run's clients (consoles, the scenario player) as the run keeps them: who has been welcomed,
/// who follows the journal live, who still reads old entries from the file and what waits for it
/// meanwhile. Each call returns what the run must do, in order; reading the file and the bytes a
/// socket holds stay with the run.
public struct ClientRoster: Sendable {
    public enum Action: Equatable, Sendable {
        case send(RunToClient, to: Int)
        /// Start reading the journal file for `client` at entry `from`; it follows live once read.
        case catchUp(client: Int, from: Int)
        /// Send the entries written since the last flush to every client following live.
        case flushLive
        /// Close `client`'s connection, saying why.
        case drop(client: Int, reason: String)
    }

    /// At most this many answers wait for a client still reading old entries.
    public static let maximumHeld = 64

    private struct Client: Sendable {
        var welcomed = false
        var subscribed = false
        var catchingUp = false
        /// What the client is told once caught up (answers), in order.
        var held: [RunToClient] = []
    }

    private var clients: [Int: Client] = [:]
    private var nextID = 1

    public init() {}

    /// Every client, by number.
    public var ids: [Int] { clients.keys.sorted() }

    /// The subscribed clients that follow the journal live.
    public var liveFollowers: [Int] { clients.filter { $0.value.subscribed && !$0.value.catchingUp }.keys.sorted() }

    /// The clients still reading old entries.
    public var catchingUp: [Int] { clients.filter { $0.value.catchingUp }.keys.sorted() }

    /// A client connected; returns its number. It is welcomed with `welcome` once the run is ready.
    public mutating func connect() -> Int {
        let id = nextID
        nextID += 1
        clients[id] = Client()
        return id
    }

    /// A client's connection closed.
    public mutating func remove(_ id: Int) {
        clients[id] = nil
    }

    /// Tells client `id` who takes part, once, when the run is ready (`info` is nil before).
    public mutating func welcome(_ id: Int, info: RunInfo?) -> [Action] {
        guard let info, let client = clients[id], !client.welcomed else { return [] }
        clients[id]?.welcomed = true
        return [.send(.welcome(info), to: id)]
    }

    /// Welcomes every client not yet welcomed: the run has just become ready.
    public mutating func welcomeAll(info: RunInfo) -> [Action] {
        ids.flatMap { welcome($0, info: info) }
    }

    /// Client `id` asks for the journal from entry `from`; `written` entries are in the file. Older
    /// entries come from the file first; asking again starts again. Answers held for it are told
    /// once it follows live.
    public mutating func subscribe(_ id: Int, from: Int, written: Int) -> [Action] {
        guard let client = clients[id] else { return [] }
        let start = min(max(0, from), written)
        clients[id]?.subscribed = true
        guard start >= written else {
            clients[id]?.catchingUp = true
            return [.catchUp(client: id, from: start)]
        }
        clients[id]?.catchingUp = false
        clients[id]?.held = []
        return client.held.isEmpty ? [] : [.flushLive] + client.held.map { .send($0, to: id) }
    }

    /// Sends `message` to client `id` now, or once it has caught up with the journal (what it says
    /// follows the entries before it). A quiet moment is not held: it is told at the catch-up's end
    /// if it still is. A client that lets answers pile up while not reading is dropped.
    public mutating func tell(_ id: Int, _ message: RunToClient) -> [Action] {
        guard let client = clients[id] else { return [] }
        guard client.catchingUp else { return [.send(message, to: id)] }
        if case .quiet = message { return [] }
        clients[id]?.held.append(message)
        let held = client.held.count + 1
        guard held > Self.maximumHeld else { return [] }
        return [.drop(client: id, reason: "\(held) answers wait for it to read the journal")]
    }

    /// Tells every subscribed client that the cast is quiet after entry `journalIndex`.
    public mutating func quiet(journalIndex: Int) -> [Action] {
        clients.filter { $0.value.subscribed }.keys.sorted().flatMap { tell($0, .quiet(journalIndex: journalIndex)) }
    }

    /// Client `id` has read the file up to what was written: it follows live from here, hears the
    /// entries written meanwhile, then what was held, then `quietAfter` (the last entry's index) when
    /// the cast is quiet.
    public mutating func caughtUp(_ id: Int, quietAfter: Int?) -> [Action] {
        guard let client = clients[id], client.catchingUp else { return [] }
        clients[id]?.catchingUp = false
        clients[id]?.held = []
        return [.flushLive] + client.held.map { .send($0, to: id) } + (quietAfter.map { [.send(.quiet(journalIndex: $0), to: id)] } ?? [])
    }
}
