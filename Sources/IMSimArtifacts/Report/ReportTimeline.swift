import Foundation
import IMSimCore
import IMSimModel

/// What a report draws on its time axis, read from a run's journal: when each step ran, each
/// extension launch lived, each message went from its sender to each recipient, and what each
/// launch printed and logged. Times are milliseconds from the journal's first entry.
public struct ReportTimeline: Sendable {
    public struct StepSpan: Sendable {
        public var index: Int
        public var text: String
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
    public private(set) var steps: [StepSpan] = []
    public private(set) var launches: [Launch] = []
    public private(set) var deliveries: [Delivery] = []
    public private(set) var end: Double = 0
    /// When each message first appeared in each phone's transcript, by `"<id> <phone>"`.
    public private(set) var appearances: [String: Double] = [:]
    /// What the phones, the relay and the runner had used at the end, by process name.
    public private(set) var processes: [(name: String, usage: ProcessUsage)] = []
    /// People's actions (commands the phones started, pictures aside).
    public private(set) var actions = 0
    private var start: UInt64?
    private var arrivals: [String: (time: Double, outcome: String, reason: String?)] = [:]
    private var routings: [UUID: Double] = [:]
    private var sends: [(id: UUID, from: String, to: [String], time: Double)] = []

    init() {}

    public init(entries: [JournalEntry]) {
        entries.forEach { add($0) }
        finish()
    }

    mutating func add(_ entry: JournalEntry) {
        let origin = start ?? entry.time
        start = origin
        let time = Double(entry.time >= origin ? entry.time - origin : 0) / 1_000_000
        end = max(end, time)
        switch entry.event {
        case let .client(.stepStarted(index, step, _)):
            steps.append(StepSpan(index: index, text: step, start: time))
        case let .client(.stepFinished(index, failure, _)):
            if let position = steps.lastIndex(where: { $0.index == index }) {
                steps[position].end = time
                steps[position].failure = failure
            }
        case let .phone(.extensionLaunched(launch, _, displayName, _)):
            launches.append(Launch(phone: entry.source, number: launch, name: displayName, start: time))
        case let .phone(.extensionEnded(launch, how, expected)):
            if let position = launchIndex(entry.source, launch) {
                launches[position].end = time
                launches[position].how = how
                launches[position].expected = expected
            }
        case let .phone(.appended(_, item)):
            let key = "\(item.message.id) \(entry.source)"
            if appearances[key] == nil { appearances[key] = time }
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
        case let .phone(.sent(messageID, recipients)):
            sends.append((messageID, entry.source, recipients, time))
        case let .phone(.received(messageID, _)):
            arrivals["\(messageID) \(entry.source)"] = (time, "delivered", nil)
        case let .phone(.replaced(_, messageID, item)) where item.kind == .summary:
            settle(messageID, on: entry.source, as: "replaced")
        case let .phone(.removed(_, messageID)):
            settle(messageID, on: entry.source, as: "expired")
        case let .relay(.routed(messageID, _, _, _, _)):
            if routings[messageID] == nil { routings[messageID] = time }
        case let .phone(.dropped(messageID, reason)):
            arrivals["\(messageID) \(entry.source)"] = (time, "dropped", reason)
        case let .run(.dropped(messageID, _, to, reason)):
            if arrivals["\(messageID) \(to)"] == nil { arrivals["\(messageID) \(to)"] = (time, "dropped", reason) }
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

    /// A delivered message's later fate on `phone`.
    private mutating func settle(_ messageID: UUID, on phone: String, as outcome: String) {
        let key = "\(messageID) \(phone)"
        if arrivals[key]?.outcome == "delivered" { arrivals[key]?.outcome = outcome }
    }

    private func launchIndex(_ phone: String, _ number: Int) -> Int? {
        launches.lastIndex { $0.phone == phone && $0.number == number }
    }

    private mutating func addLine(_ phone: String, _ time: Double, _ kind: String, _ text: String) {
        guard let position = launches.lastIndex(where: { $0.phone == phone && $0.end == nil }),
              launches[position].lines.count < Self.lineLimit else { return }
        launches[position].lines.append(Line(kind: kind, time: time, text: text))
    }

    mutating func finish() {
        deliveries = sends.flatMap { send in
            send.to.map { recipient in
                let arrival = arrivals["\(send.id) \(recipient)"]
                return Delivery(messageID: send.id, from: send.from, to: recipient, sent: send.time, arrived: arrival?.time,
                                routed: routings[send.id], outcome: arrival?.outcome ?? "lost", reason: arrival?.reason)
            }
        }
        sends = []
        arrivals = [:]
        routings = [:]
    }

    /// Milliseconds from send to receipt of the messages that arrived (and were kept), smallest first.
    public var latencies: [Double] {
        deliveries.compactMap { delivery in
            delivery.outcome == "dropped" || delivery.outcome == "lost" ? nil : delivery.arrived.map { max($0 - delivery.sent, 0) }
        }.sorted()
    }
}
