import Foundation
import IMSimCore
import IMSimModel

/// What a report draws on its time axis, read from a run's journal: when each step ran, each
/// extension launch lived, each message went from its sender to each recipient, and what each
/// launch printed and logged. Times are milliseconds from the journal's first entry.
public struct ReportTimeline: Sendable {
    public struct StepSpan: Sendable {
        public var index: Int
        public var start: Double
        public var end: Double?
        public var failure: String?
    }

    public struct Launch: Codable, Sendable {
        public var phone: String
        public var number: Int
        public var name: String
        public var start: Double
        public var end: Double?
        public var how: String?
        public var expected = true
        /// What it had used when the phone ended it; nil when it crashed or the run ended first.
        public var usage: ProcessUsage?
        /// Its callbacks and requests, what it printed and logged, with when; at most `lineLimit`.
        public var lines: [Line] = []
    }

    public struct Line: Codable, Sendable {
        /// `callback`, `request`, `output` or `log`.
        public var kind: String
        public var time: Double
        public var text: String
    }

    /// One message on its way to one recipient.
    public struct Delivery: Codable, Sendable {
        public var messageID: UUID
        public var from: String
        public var to: String
        public var sent: Double
        public var arrived: Double?
        /// When the relay routed it.
        public var routed: Double?
        /// `delivered`; `replaced` (a newer bubble of its session made it a summary) or `expired` after
        /// it was delivered; `dropped` (with `reason`); `lost` when the journal ends first.
        public var outcome: String
        public var reason: String?
    }

    public static let lineLimit = 200
    /// Deliveries the page holds at most (about 160 bytes of JSON each).
    public static let deliveryLimit = 20_000
    /// Each step's span, in the order started.
    public var steps: [StepSpan] { heldSpans.indices.map(span) }
    public private(set) var launches: [Launch] = []
    /// The deliveries a page shows, in the order sent: all of them, or past `deliveryLimit` every
    /// second, fourth, ... (between half the limit and the limit) and up to `deliveryLimit` more
    /// dropped or lost (`DeliveryLedger`). `deliveryCount`, `outcomes` and `latencies` count them all.
    public private(set) var deliveries: [Delivery] = []
    public private(set) var deliveryCount = 0
    /// How many deliveries ended each way (`Delivery.outcome`).
    public private(set) var outcomes: [String: Int] = [:]
    /// Messages sent.
    public private(set) var messageCount = 0
    /// Milliseconds from send to receipt of the messages that arrived (and were kept), smallest first.
    public private(set) var latencies: [Double] = []
    public private(set) var end: Double = 0
    /// What the phones, the relay and the runner had used at the end, by process name.
    public private(set) var processes: [(name: String, usage: ProcessUsage)] = []
    /// People's actions (commands the phones started, pictures aside).
    public private(set) var actions = 0
    private var start: UInt64?
    /// Each step's span is at its number in `steps`.
    private var stepsInOrder = true
    /// Each step's span as held, 24 bytes (a long run's report holds one a step); the words of a
    /// failed step's failure apart, by its place.
    private var heldSpans: [HeldSpan] = []
    private var stepFailures: [Int: String] = [:]

    private struct HeldSpan {
        let index: Int32
        let start: Double
        /// NaN until it finished.
        var end: Double
    }
    private var finished = false
    /// Each phone's name by number, and its number by name: keys below hold the number.
    private var names: [String] = []
    private var numbers: [String: Int32] = [:]
    /// When each message first appeared in each phone's transcript (until it expired); with a
    /// history limit, only the newest of each conversation on each phone (`Window`), at least as
    /// many as the phone keeps of that conversation.
    private var appearances: [MessageOnPhone: Double] = [:]
    private var windows: [WindowKey: Window] = [:]
    private let appearanceLimit: Int?
    private var ledger = DeliveryLedger(limit: deliveryLimit)

    private typealias MessageOnPhone = DeliveryLedger.MessageOnPhone

    private struct WindowKey: Hashable {
        let phone: Int32
        let conversation: String
    }

    /// The messages of one conversation on one phone whose appearance is kept, oldest first, and how
    /// many of them have not expired since (those that have stay in `order` until let go).
    private struct Window {
        var order: [UUID] = []
        var start = 0
        var live = 0
    }

    /// `historyLimit`: the history a reading keeps of each phone (`JournalReplay(historyLimit:)`):
    /// the times its transcript's items first appeared are kept for as many; nil keeps them all.
    init(historyLimit: Int? = nil) {
        appearanceLimit = historyLimit.map { 2 * $0 + 16 }
    }

    public init(entries: [JournalEntry]) {
        self.init()
        entries.forEach { add($0) }
        finish()
    }

    /// Finds the span of the step numbered `index` (the last, if it started more than once).
    public func spanFinder() -> (_ index: Int) -> StepSpan? {
        // A run numbers its steps from 0 in order: the span is at its number.
        if stepsInOrder {
            return { [heldSpans, stepFailures] index in
                guard heldSpans.indices.contains(index) else { return nil }
                return Self.span(heldSpans[index], failure: stepFailures[index])
            }
        }
        let spans = Dictionary(steps.map { ($0.index, $0) }, uniquingKeysWith: { $1 })
        return { spans[$0] }
    }

    private func span(at position: Int) -> StepSpan {
        Self.span(heldSpans[position], failure: stepFailures[position])
    }

    private static func span(_ held: HeldSpan, failure: String?) -> StepSpan {
        StepSpan(index: Int(held.index), start: held.start, end: held.end.isNaN ? nil : held.end, failure: failure)
    }

    /// When `message` first appeared in `phone`'s transcript (ms from the journal's start).
    public func appearance(of message: UUID, on phone: String) -> Double? {
        numbers[phone].flatMap { appearances[MessageOnPhone(message: message, phone: $0)] }
    }

    private mutating func number(_ phone: String) -> Int32 {
        if let number = numbers[phone] { return number }
        names.append(phone)
        numbers[phone] = Int32(names.count - 1)
        return Int32(names.count - 1)
    }

    mutating func add(_ entry: JournalEntry) {
        let origin = start ?? entry.time
        start = origin
        let time = Double(entry.time >= origin ? entry.time - origin : 0) / 1_000_000
        end = max(end, time)
        switch entry.event {
        case let .client(.stepStarted(index, _, _)):
            if index != heldSpans.count { stepsInOrder = false }
            heldSpans.append(HeldSpan(index: Int32(clamping: index), start: time, end: .nan))
        case let .client(.stepFinished(index, failure, _)):
            if let position = heldSpans.lastIndex(where: { $0.index == Int32(clamping: index) }) {
                heldSpans[position].end = time
                stepFailures[position] = failure
            }
        case let .phone(.extensionLaunched(launch, _, displayName, _)):
            launches.append(Launch(phone: entry.source, number: launch, name: displayName, start: time))
        case let .phone(.extensionEnded(launch, how, expected)):
            if let position = launchIndex(entry.source, launch) {
                launches[position].end = time
                launches[position].how = how
                launches[position].expected = expected
            }
        case let .phone(.appended(conversation, item)):
            appeared(item.message.id, in: conversation, on: number(entry.source), at: time)
        case let .phone(.extensionUsage(launch, usage)):
            if let position = launchIndex(entry.source, launch) { launches[position].usage = usage }
        case let .run(.usage(process, usage)):
            processes.append((process, usage))
        case .phone(.commandStarted(_, .screenshot)), .phone(.commandStarted(_, .stepPicture)):
            break
        case .phone(.commandStarted):
            actions += 1
        case let .phone(.output(line)): addLine(entry.source, time, "output", line)
        case let .phone(.logged(log)): addLine(entry.source, time, "log", "[\(log.category)] \(log.message)")
        case let .phone(.callback(name)): addLine(entry.source, time, "callback", name)
        case let .phone(.extensionRequested(action)): addLine(entry.source, time, "request", Self.name(of: action))
        case let .phone(.sent(messageID, to)):
            ledger.sent(messageID, from: number(entry.source), to: to.map { number($0) }, at: time)
        case let .phone(.received(messageID, _)):
            ledger.arrived(MessageOnPhone(message: messageID, phone: number(entry.source)), at: time)
        case let .phone(.replaced(_, messageID, item)) where item.kind == .summary && item.message.senderName != entry.source:
            ledger.delivered(MessageOnPhone(message: messageID, phone: number(entry.source)), became: .replaced)
        case let .phone(.removed(conversation, messageID)):
            // Only a message received expires (its sender keeps it).
            ledger.delivered(MessageOnPhone(message: messageID, phone: number(entry.source)), became: .expired)
            expired(messageID, in: conversation, on: number(entry.source))
        case let .relay(.routed(messageID, _, _, _, _)):
            ledger.routed(messageID, at: time)
        case let .phone(.dropped(messageID, reason)):
            ledger.arrived(MessageOnPhone(message: messageID, phone: number(entry.source)), at: time, droppedFor: reason)
        case let .run(.dropped(messageID, _, to, reason)):
            ledger.droppedByRun(MessageOnPhone(message: messageID, phone: number(to)), at: time, reason: reason)
        default:
            break
        }
    }

    /// `requestPresentationStyle(expanded)`, `insert`, `send`, `dismiss`, `refused: why`.
    static func name(of action: ExtensionAction) -> String {
        switch action {
        case let .requestPresentationStyle(style): "requestPresentationStyle(\(style.rawValue))"
        case .dismiss: "dismiss"
        case let .insert(_, _, send): send ? "send" : "insert"
        case let .refuse(_, error): "refused: \(error.reason)"
        }
    }

    private mutating func appeared(_ message: UUID, in conversation: String, on phone: Int32, at time: Double) {
        let key = MessageOnPhone(message: message, phone: phone)
        guard appearances[key] == nil else { return }
        appearances[key] = time
        guard let appearanceLimit else { return }
        let place = WindowKey(phone: phone, conversation: conversation)
        var window = windows.removeValue(forKey: place) ?? Window()
        window.order.append(message)
        window.live += 1
        // Let go in batches down to the limit, each message once; expired ones go for nothing.
        if window.live > 2 * appearanceLimit {
            while window.live > appearanceLimit, window.start < window.order.count {
                let oldest = window.order[window.start]
                window.start += 1
                if appearances.removeValue(forKey: MessageOnPhone(message: oldest, phone: phone)) != nil { window.live -= 1 }
            }
        }
        // What was let go, or expired, leaves the list once it is most of it.
        if window.order.count > 2 * (window.live + appearanceLimit) {
            window.order = window.order[window.start...].filter { appearances[MessageOnPhone(message: $0, phone: phone)] != nil }
            window.start = 0
        }
        windows[place] = window
    }

    /// An expired message is in no transcript: its appearance goes.
    private mutating func expired(_ message: UUID, in conversation: String, on phone: Int32) {
        guard appearances.removeValue(forKey: MessageOnPhone(message: message, phone: phone)) != nil, appearanceLimit != nil else { return }
        windows[WindowKey(phone: phone, conversation: conversation)]?.live -= 1
    }

    private func launchIndex(_ phone: String, _ number: Int) -> Int? {
        launches.lastIndex { $0.phone == phone && $0.number == number }
    }

    private mutating func addLine(_ phone: String, _ time: Double, _ kind: String, _ text: String) {
        guard let position = launches.lastIndex(where: { $0.phone == phone && $0.end == nil }),
              launches[position].lines.count < Self.lineLimit else { return }
        launches[position].lines.append(Line(kind: kind, time: time, text: text))
    }

    /// Settles every delivery: what is still in flight is lost; the page's sample is named.
    mutating func finish() {
        guard !finished else { return }
        finished = true
        let (sample, latencies) = ledger.finish()
        deliveryCount = ledger.deliveryCount
        messageCount = ledger.messageCount
        outcomes = ledger.outcomes.filter { $0.value > 0 }
        self.latencies = latencies
        let names = names
        deliveries = sample.map { kept in
            Delivery(messageID: kept.message, from: names[Int(kept.from)], to: names[Int(kept.to)], sent: kept.sent,
                     arrived: kept.arrived, routed: kept.routed, outcome: kept.outcome.name, reason: kept.reason)
        }
    }
}
