import IMSimCore

/// People's actions waiting for a phone: one at a time per phone, in the order clients asked, each
/// given a number of the run's own so that answers go back to the client and request that asked.
public struct ActionQueue: Sendable {
    public struct Action: Equatable, Sendable {
        public let client: Int
        public let clientRequest: Int
        public let participant: String
        public let command: Command

        public init(client: Int, clientRequest: Int, participant: String, command: Command) {
            self.client = client
            self.clientRequest = clientRequest
            self.participant = participant
            self.command = command
        }
    }

    public init() {}

    private var waiting: [String: [Action]] = [:]
    private var underWay: [String: (request: Int, action: Action)] = [:]
    private var nextRequest = 1

    /// Queues `action`; returns the command to send now, if its phone is free.
    public mutating func add(_ action: Action) -> (request: Int, command: Command)? {
        waiting[action.participant, default: []].append(action)
        return startNext(on: action.participant)
    }

    /// The phone finished request `request`: the action it answers, and the next command to send.
    public mutating func finished(_ request: Int, on participant: String) -> (Action, next: (request: Int, command: Command)?)? {
        guard let current = underWay[participant], current.request == request else { return nil }
        underWay[participant] = nil
        return (current.action, startNext(on: participant))
    }

    /// Drops the actions of a client that went away; those under way still finish.
    public mutating func forget(client: Int) {
        for participant in waiting.keys { waiting[participant]?.removeAll { $0.client == client } }
    }

    public var isEmpty: Bool { underWay.isEmpty && waiting.values.allSatisfy(\.isEmpty) }

    private mutating func startNext(on participant: String) -> (request: Int, command: Command)? {
        guard underWay[participant] == nil, var queue = waiting[participant], !queue.isEmpty else { return nil }
        let action = queue.removeFirst()
        waiting[participant] = queue
        let request = nextRequest
        nextRequest += 1
        underWay[participant] = (request, action)
        return (request, action.command)
    }
}
