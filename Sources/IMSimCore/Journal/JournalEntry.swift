/// One line of a run's journal (`journal.jsonl`): what happened, where, and when.
public struct JournalEntry: Codable, Equatable, Sendable {
    /// The position in the run's journal, from 0: the order the run received entries in.
    public var index: Int
    /// Who reported it: a participant's name for their phone, `relay`, `run`, or a client's name.
    public var source: String
    /// The source's own count, from 1: each source's entries are in the order they happened.
    public var sequence: Int
    /// Monotonic nanoseconds (CLOCK_MONOTONIC, the same clock in every process of a host).
    public var time: UInt64
    public var event: JournalEvent

    public init(index: Int, source: String, sequence: Int, time: UInt64, event: JournalEvent) {
        self.index = index
        self.source = source
        self.sequence = sequence
        self.time = time
        self.event = event
    }
}

/// Who reported what. Encoded as one key naming the kind (`{"phone": {"callback": {...}}}`).
public enum JournalEvent: Codable, Equatable, Sendable {
    case phone(PhoneEvent)
    case relay(RelayEvent)
    case client(ClientEvent)
    case run(RunEvent)

    private enum Kind: String, CodingKey { case phone, relay, client, run }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        guard let kind = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "one of phone, relay, client, run expected"))
        }
        switch kind {
        case .phone: self = .phone(try container.decode(PhoneEvent.self, forKey: kind))
        case .relay: self = .relay(try container.decode(RelayEvent.self, forKey: kind))
        case .client: self = .client(try container.decode(ClientEvent.self, forKey: kind))
        case .run: self = .run(try container.decode(RunEvent.self, forKey: kind))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case let .phone(event): try container.encode(event, forKey: .phone)
        case let .relay(event): try container.encode(event, forKey: .relay)
        case let .client(event): try container.encode(event, forKey: .client)
        case let .run(event): try container.encode(event, forKey: .run)
        }
    }
}

/// An event as its source stamped it, before the run gives it its place in the journal.
public struct Stamped<Event: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var sequence: Int
    public var time: UInt64
    public var event: Event

    public init(sequence: Int, time: UInt64, event: Event) {
        self.sequence = sequence
        self.time = time
        self.event = event
    }
}
