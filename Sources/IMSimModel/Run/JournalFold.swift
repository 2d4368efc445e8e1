import IMSimCore

/// Every phone of a run as the journal shows it: the one fold of journal entries into phone states
/// that the step engine, the console and `imsim show` (and the report) share.
public struct JournalFold: Sendable {
    public private(set) var phones: [String: PhoneState]
    /// Whether a source outside the cast gets a phone of its own (a reader of a whole journal) or is
    /// ignored (the step engine: a stray phone's entries are not the cast's).
    public let admitsStrangers: Bool
    /// Phones that have had an event: the run's start no longer remakes them.
    private var touched: Set<String> = []
    /// How much of each phone's history is kept (`PhoneState.historyLimit`); nil: all of it.
    public let historyLimit: Int?

    /// `cast`: the phones known before the run's start says who they are.
    public init(cast: [String] = [], admitsStrangers: Bool, historyLimit: Int? = nil) {
        phones = Dictionary(cast.map { ($0, PhoneState(name: $0, historyLimit: historyLimit)) }, uniquingKeysWith: { first, _ in first })
        self.admitsStrangers = admitsStrangers
        self.historyLimit = historyLimit
    }

    /// The run says who is in it: each member without an event yet starts in the run's conversations.
    public mutating func start(_ info: RunInfo) {
        let names = admitsStrangers ? info.cast : info.cast.filter { phones[$0] != nil }
        for name in names where !touched.contains(name) { phones[name] = PhoneState(name: name, run: info, historyLimit: historyLimit) }
    }

    /// Folds `entry` in; returns the phone event it applied, if any.
    @discardableResult
    public mutating func apply(_ entry: JournalEntry) -> PhoneEvent? {
        switch entry.event {
        case let .run(.started(info)):
            start(info)
            return nil
        case let .phone(event):
            guard admitsStrangers || phones[entry.source] != nil else { return nil }
            touched.insert(entry.source)
            phones[entry.source, default: PhoneState(name: entry.source, historyLimit: historyLimit)].apply(event)
            return event
        default:
            return nil
        }
    }

    /// `participant`'s phone; an empty one if the journal has not named it.
    public subscript(participant: String) -> PhoneState {
        phones[participant] ?? PhoneState(name: participant)
    }
}
