import Foundation

/// Each message's way to each recipient, settled as the journal is read: a delivery in flight is
/// held until it arrives or is dropped, then counted and timed, and kept only if the page's sample
/// takes it. What it holds: deliveries in flight (one that never settles, until the end: it is
/// lost), the sample, and the newest few thousand entries journaled before their message's send
/// (the sender's report and the recipient's race to the runner), plus 8 bytes a delivery that
/// arrived (its latency). A message sent twice (the same id) counts as two.
struct DeliveryLedger: Sendable {
    /// A message and one phone (by number) it reached.
    struct MessageOnPhone: Hashable, Sendable {
        let message: UUID
        let phone: Int32
    }

    enum Outcome: UInt8, Sendable {
        case delivered, dropped, replaced, expired, lost

        var name: String {
            switch self {
            case .delivered: "delivered"
            case .dropped: "dropped"
            case .replaced: "replaced"
            case .expired: "expired"
            case .lost: "lost"
            }
        }

        /// Kept in the page's sample whatever its place.
        var isFailure: Bool { self == .dropped || self == .lost }
    }

    /// Deliveries kept for the page: an even sample of at most `limit`, and up to `limit` more
    /// dropped or lost ones.
    let limit: Int
    private(set) var deliveryCount = 0
    private(set) var messageCount = 0
    private(set) var outcomes: [String: Int] = [:]
    /// Milliseconds from send to arrival of each delivered message; NaN where it was dropped after all.
    private var latencies: [Double] = []

    /// A delivery sent and not yet settled; `ordinal` is its place among all deliveries.
    private struct Pending: Sendable {
        let ordinal: Int
        let from: Int32
        let sent: Double
    }

    /// A message with deliveries still in flight: when the relay routed it, if known.
    private struct Flight: Sendable {
        var routed: Double?
        var open: Int
    }

    /// What reached a phone before the journal showed its send.
    private struct Early: Sendable {
        let time: Double
        let outcome: Outcome
        let reason: String?
    }

    /// The latest delivery each phone received: a `dropped` may follow its `received` at once.
    private struct LastArrival: Sendable {
        let key: MessageOnPhone
        let pending: Pending
        let routed: Double?
        let latency: Int
    }

    struct Kept: Sendable {
        let message: UUID
        let from: Int32
        let to: Int32
        let sent: Double
        var arrived: Double?
        var routed: Double?
        var outcome: Outcome
        var reason: String?
    }

    private var pending: [MessageOnPhone: Pending] = [:]
    /// Deliveries of a message sent again (the same id) while the first was in flight, oldest
    /// first: each arrival settles the oldest still in flight.
    private var repeats: [MessageOnPhone: [Pending]] = [:]
    private var flights: [UUID: Flight] = [:]
    private var earlyArrivals: RecentMap<MessageOnPhone, Early>
    private var earlyRoutings: RecentMap<UUID, Double>
    /// Settled messages with a kept delivery whose routing the journal has not shown yet.
    private var awaitingRouting: RecentMap<UUID, [Int]>
    private var lastArrivals: [Int32: LastArrival] = [:]
    /// The sample, by ordinal: those at a multiple of `stride`, and failures.
    private var kept: [Int: Kept] = [:]
    private var keptOrdinals: [MessageOnPhone: Int] = [:]
    private var stride = 1
    private var evenlyKept = 0
    private var failuresKept = 0

    /// Entries held in all (for tests: it must not grow with the journal).
    var held: Int {
        pending.count + repeats.count + flights.count + earlyArrivals.storedKeys + earlyRoutings.storedKeys
            + awaitingRouting.storedKeys + lastArrivals.count + kept.count + keptOrdinals.count
    }

    init(limit: Int, recent: Int = 4096) {
        self.limit = limit
        earlyArrivals = RecentMap(limit: recent)
        earlyRoutings = RecentMap(limit: recent)
        awaitingRouting = RecentMap(limit: recent)
    }

    mutating func sent(_ message: UUID, from sender: Int32, to recipients: [Int32], at time: Double) {
        guard !recipients.isEmpty else { return }
        messageCount += 1
        var flight = flights[message] ?? Flight(routed: earlyRoutings.remove(message), open: 0)
        var settledEarly: [(MessageOnPhone, Pending, Early)] = []
        for recipient in recipients {
            let key = MessageOnPhone(message: message, phone: recipient)
            let delivery = Pending(ordinal: deliveryCount, from: sender, sent: time)
            deliveryCount += 1
            if let early = earlyArrivals.remove(key) {
                settledEarly.append((key, delivery, early))
            } else {
                if pending[key] == nil { pending[key] = delivery } else { repeats[key, default: []].append(delivery) }
                flight.open += 1
            }
        }
        if flight.open > 0 { flights[message] = flight }
        for (key, delivery, early) in settledEarly {
            settle(key, delivery, routed: flight.routed, at: early.time, as: early.outcome, reason: early.reason)
        }
    }

    mutating func routed(_ message: UUID, at time: Double) {
        // Deliveries of it that settled first, then those still in flight; else its send is to come.
        let settled = awaitingRouting.remove(message)
        for ordinal in settled ?? [] where kept[ordinal]?.routed == nil { kept[ordinal]?.routed = time }
        if flights[message] != nil {
            if flights[message]?.routed == nil { flights[message]?.routed = time }
        } else if settled == nil, earlyRoutings[message] == nil {
            earlyRoutings.put(time, for: message)
        }
    }

    /// `phone` received `message`, or dropped it (`reason`). A phone drops what it received right
    /// after saying so (a stranger's message, one it cannot read): the drop takes that arrival back.
    mutating func arrived(_ key: MessageOnPhone, at time: Double, droppedFor reason: String? = nil) {
        let outcome: Outcome = reason == nil ? .delivered : .dropped
        if let delivery = takePending(key) {
            settle(key, delivery, routed: closeFlight(of: key.message), at: time, as: outcome, reason: reason)
        } else if reason != nil, let last = lastArrivals[key.phone], last.key == key {
            dropAfterArrival(last, at: time, reason: reason)
        } else {
            earlyArrivals.put(Early(time: time, outcome: outcome, reason: reason), for: key)
        }
    }

    /// The run dropped a message on its way to a phone (it died): unless that phone said otherwise.
    mutating func droppedByRun(_ key: MessageOnPhone, at time: Double, reason: String) {
        if let delivery = takePending(key) {
            settle(key, delivery, routed: closeFlight(of: key.message), at: time, as: .dropped, reason: reason)
        } else if earlyArrivals[key] == nil {
            earlyArrivals.put(Early(time: time, outcome: .dropped, reason: reason), for: key)
        }
    }

    /// A delivered message's later fate on its phone: replaced by a summary, or expired.
    mutating func delivered(_ key: MessageOnPhone, became outcome: Outcome) {
        if let early = earlyArrivals[key] {
            if early.outcome == .delivered { earlyArrivals.put(Early(time: early.time, outcome: outcome, reason: nil), for: key) }
            return
        }
        guard outcomes[Outcome.delivered.name, default: 0] > 0 else { return }
        outcomes[Outcome.delivered.name, default: 0] -= 1
        outcomes[outcome.name, default: 0] += 1
        if let ordinal = keptOrdinals[key], kept[ordinal]?.outcome == .delivered { kept[ordinal]?.outcome = outcome }
    }

    /// Every delivery still in flight is lost; returns the sample in the order sent and the
    /// latencies, smallest first.
    mutating func finish() -> (sample: [Kept], latencies: [Double]) {
        let inFlight = pending.map { ($0.key, $0.value) } + repeats.flatMap { key, deliveries in deliveries.map { (key, $0) } }
        for (key, delivery) in inFlight.sorted(by: { $0.1.ordinal < $1.1.ordinal }) {
            settle(key, delivery, routed: flights[key.message]?.routed, at: nil, as: .lost, reason: nil)
        }
        pending = [:]
        repeats = [:]
        flights = [:]
        earlyArrivals = RecentMap(limit: earlyArrivals.limit)
        earlyRoutings = RecentMap(limit: earlyRoutings.limit)
        awaitingRouting = RecentMap(limit: awaitingRouting.limit)
        lastArrivals = [:]
        let sample = kept.sorted { $0.key < $1.key }.map(\.value)
        let sorted = latencies.filter { !$0.isNaN }.sorted()
        kept = [:]
        keptOrdinals = [:]
        latencies = []
        return (sample, sorted)
    }

    /// The oldest delivery of `key` in flight, no longer in flight.
    private mutating func takePending(_ key: MessageOnPhone) -> Pending? {
        guard let delivery = pending.removeValue(forKey: key) else { return nil }
        if var later = repeats.removeValue(forKey: key), !later.isEmpty {
            pending[key] = later.removeFirst()
            if !later.isEmpty { repeats[key] = later }
        }
        return delivery
    }

    /// The routing time of `message`, one of whose deliveries has settled; its flight ends with its last.
    private mutating func closeFlight(of message: UUID) -> Double? {
        guard var flight = flights[message] else { return nil }
        flight.open -= 1
        flights[message] = flight.open > 0 ? flight : nil
        return flight.routed
    }

    private mutating func settle(_ key: MessageOnPhone, _ delivery: Pending, routed: Double?, at time: Double?,
                                 as outcome: Outcome, reason: String?) {
        outcomes[outcome.name, default: 0] += 1
        if !outcome.isFailure, let time {
            latencies.append(max(time - delivery.sent, 0))
            if outcome == .delivered {
                lastArrivals[key.phone] = LastArrival(key: key, pending: delivery, routed: routed, latency: latencies.count - 1)
            }
        }
        let entry = Kept(message: key.message, from: delivery.from, to: key.phone, sent: delivery.sent, arrived: time,
                         routed: routed, outcome: outcome, reason: reason)
        keep(entry, key, ordinal: delivery.ordinal)
    }

    /// The phone dropped what it had just received (not a member of its conversation).
    private mutating func dropAfterArrival(_ last: LastArrival, at time: Double, reason: String?) {
        lastArrivals[last.key.phone] = nil
        outcomes[Outcome.delivered.name, default: 0] -= 1
        outcomes[Outcome.dropped.name, default: 0] += 1
        latencies[last.latency] = .nan
        if let ordinal = keptOrdinals[last.key], var entry = kept[ordinal] {
            entry.arrived = time
            entry.outcome = .dropped
            entry.reason = reason
            kept[ordinal] = entry
        } else {
            let entry = Kept(message: last.key.message, from: last.pending.from, to: last.key.phone, sent: last.pending.sent,
                             arrived: time, routed: last.routed, outcome: .dropped, reason: reason)
            keep(entry, last.key, ordinal: last.pending.ordinal)
        }
    }

    /// Keeps `entry` if the sample takes it: at a multiple of the stride (which doubles when the
    /// sample is full), or a failure while there is room for them.
    private mutating func keep(_ entry: Kept, _ key: MessageOnPhone, ordinal: Int) {
        let even = ordinal % stride == 0
        guard even || (entry.outcome.isFailure && failuresKept < limit) else { return }
        if even { evenlyKept += 1 } else { failuresKept += 1 }
        kept[ordinal] = entry
        keptOrdinals[key] = ordinal
        if entry.routed == nil { awaitingRouting.put((awaitingRouting[key.message] ?? []) + [ordinal], for: key.message) }
        while evenlyKept > limit { thin() }
    }

    /// Doubles the stride: what is no longer at a multiple of it goes, failures aside (while there is room).
    private mutating func thin() {
        stride *= 2
        evenlyKept = 0
        for (ordinal, entry) in kept where ordinal % (stride / 2) == 0 {
            if ordinal % stride == 0 {
                evenlyKept += 1
            } else if entry.outcome.isFailure, failuresKept < limit {
                failuresKept += 1
            } else {
                kept[ordinal] = nil
                keptOrdinals[MessageOnPhone(message: entry.message, phone: entry.to)] = nil
            }
        }
    }
}
