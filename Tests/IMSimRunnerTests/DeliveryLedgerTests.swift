import Foundation
@testable import IMSimArtifacts
import XCTest

/// The report's deliveries settled as the journal is read, checked against a reference that holds
/// every event until the end (as the report did before): the same counts, latencies and deliveries;
/// and what the ledger holds stays bounded however long the journal.
final class DeliveryLedgerTests: XCTestCase {
    private typealias Key = DeliveryLedger.MessageOnPhone

    /// One journal event the ledger reads.
    private enum Event {
        case sent(UUID, from: Int32, to: [Int32])
        case routed(UUID)
        case received(Key)
        case dropped(Key, String)
        case droppedByRun(Key, String)
        case became(Key, DeliveryLedger.Outcome)
    }

    private func read(_ events: [(Double, Event)], into ledger: inout DeliveryLedger) {
        for (time, event) in events {
            switch event {
            case let .sent(id, from, to): ledger.sent(id, from: from, to: to, at: time)
            case let .routed(id): ledger.routed(id, at: time)
            case let .received(key): ledger.arrived(key, at: time)
            case let .dropped(key, reason): ledger.arrived(key, at: time, droppedFor: reason)
            case let .droppedByRun(key, reason): ledger.droppedByRun(key, at: time, reason: reason)
            case let .became(key, outcome): ledger.delivered(key, became: outcome)
            }
        }
    }

    /// What the report made of the events when it held them all until the end.
    private func reference(_ events: [(Double, Event)]) -> (deliveries: [String], outcomes: [String: Int], latencies: [Double]) {
        var sends: [(UUID, Int32, [Int32], Double)] = []
        var arrivals: [Key: (Double, DeliveryLedger.Outcome, String?)] = [:]
        var routings: [UUID: Double] = [:]
        for (time, event) in events {
            switch event {
            case let .sent(id, from, to): sends.append((id, from, to, time))
            case let .routed(id): if routings[id] == nil { routings[id] = time }
            case let .received(key): arrivals[key] = (time, .delivered, nil)
            case let .dropped(key, reason): arrivals[key] = (time, .dropped, reason)
            case let .droppedByRun(key, reason): if arrivals[key] == nil { arrivals[key] = (time, .dropped, reason) }
            case let .became(key, outcome): if arrivals[key]?.1 == .delivered { arrivals[key]?.1 = outcome }
            }
        }
        var deliveries: [String] = []
        var outcomes: [String: Int] = [:]
        var latencies: [Double] = []
        for (id, from, to, sent) in sends {
            for recipient in to {
                let arrival = arrivals[Key(message: id, phone: recipient)]
                let outcome = arrival?.1 ?? .lost
                outcomes[outcome.name, default: 0] += 1
                if let arrival, !outcome.isFailure { latencies.append(max(arrival.0 - sent, 0)) }
                deliveries.append(Self.describe(id, from, recipient, sent, arrival?.0, routings[id], outcome, arrival?.2))
            }
        }
        return (deliveries, outcomes, latencies.sorted())
    }

    private static func describe(_ id: UUID, _ from: Int32, _ to: Int32, _ sent: Double, _ arrived: Double?, _ routed: Double?,
                                 _ outcome: DeliveryLedger.Outcome, _ reason: String?) -> String {
        "\(id.uuidString.prefix(8)) \(from)→\(to) sent \(sent) arrived \(arrived.map { "\($0)" } ?? "-") routed \(routed.map { "\($0)" } ?? "-") \(outcome.name) \(reason ?? "")"
    }

    /// Messages among `phones`, each event of one message journaled out of order within a few
    /// places of its send (the sender's report and the relay's and recipients' race to the runner).
    private func journal(messages: Int, phones: Int32, seed: UInt64, losing: Bool = true) -> [(Double, Event)] {
        var random = Mixer(state: seed)
        var slots: [(place: Double, event: Event)] = []
        for index in 0..<messages {
            let id = UUID()
            let from = Int32.random(in: 0..<phones, using: &random)
            let to = (0..<phones).filter { $0 != from && Bool.random(using: &random) }
            let place = Double(index * 10)
            func near() -> Double { place + Double.random(in: -15...25, using: &random) }
            slots.append((place, .sent(id, from: from, to: to)))
            if Int.random(in: 0..<10, using: &random) > 0 { slots.append((near(), .routed(id))) }
            for recipient in to {
                let key = Key(message: id, phone: recipient)
                let arrival = near()
                switch Int.random(in: 0..<20, using: &random) {
                case 0 where losing: continue // lost
                case 1: slots.append((arrival, .dropped(key, "not a member")))
                case 2:
                    slots.append((arrival, .received(key)))
                    slots.append((arrival + 0.001, .dropped(key, "not in the conversation")))
                case 3: slots.append((arrival, .droppedByRun(key, "its phone died")))
                case 4:
                    slots.append((arrival, .received(key)))
                    slots.append((arrival + Double.random(in: 1...500, using: &random), .became(key, .replaced)))
                case 5:
                    slots.append((arrival, .received(key)))
                    slots.append((arrival + Double.random(in: 1...500, using: &random), .became(key, .expired)))
                default: slots.append((arrival, .received(key)))
                }
            }
        }
        // The journal's times are when the runner wrote each line: in order.
        return slots.sorted { $0.place < $1.place }.enumerated().map { (Double($0.offset), $0.element.event) }
    }

    func testAgreesWithHoldingEverythingUntilTheEnd() {
        for seed: UInt64 in 1...40 {
            let events = journal(messages: 300, phones: 4, seed: seed)
            var ledger = DeliveryLedger(limit: 100_000)
            read(events, into: &ledger)
            let (sample, latencies) = ledger.finish()
            let expected = reference(events)
            let described = sample.map { Self.describe($0.message, $0.from, $0.to, $0.sent, $0.arrived, $0.routed, $0.outcome, $0.reason) }
            XCTAssertEqual(described.count, expected.deliveries.count, "seed \(seed)")
            if let first = zip(described, expected.deliveries).first(where: { $0 != $1 }) {
                XCTFail("seed \(seed): \(first.0)\n        expected \(first.1)")
            }
            XCTAssertEqual(ledger.outcomes.filter { $0.value > 0 }, expected.outcomes, "seed \(seed)")
            XCTAssertEqual(latencies.count, expected.latencies.count, "seed \(seed)")
            if let first = zip(latencies, expected.latencies).first(where: { $0 != $1 }) {
                XCTFail("seed \(seed): latency \(first.0), expected \(first.1)")
            }
            XCTAssertEqual(ledger.deliveryCount, expected.deliveries.count)
        }
    }

    /// Past the limit: every second, fourth, ... delivery in the order sent, and every failure up
    /// to the limit, whatever order they settled in; the counts are of all of them.
    func testPastTheLimitTheSampleIsEvenAndKeepsTheFailures() {
        let events = journal(messages: 2_000, phones: 3, seed: 7)
        var ledger = DeliveryLedger(limit: 100)
        read(events, into: &ledger)
        let (sample, _) = ledger.finish()
        let expected = reference(events)
        let sent = expected.deliveries
        XCTAssertEqual(ledger.deliveryCount, sent.count)
        XCTAssertEqual(ledger.outcomes.filter { $0.value > 0 }, expected.outcomes)
        let described = sample.map { Self.describe($0.message, $0.from, $0.to, $0.sent, $0.arrived, $0.routed, $0.outcome, $0.reason) }
        let places = described.map { sent.firstIndex(of: $0) }
        XCTAssertFalse(places.contains(nil), "each kept delivery is as the reference has it: \(described.filter { !sent.contains($0) }.prefix(3))")
        XCTAssertEqual(places.compactMap { $0 }, places.compactMap { $0 }.sorted(), "in the order sent")
        var stride = 1
        while (sent.count + stride - 1) / stride > 100 { stride *= 2 }
        let kept = Set(places.compactMap { $0 })
        XCTAssertEqual(kept.filter { $0 % stride == 0 }.sorted(), Array(Swift.stride(from: 0, to: sent.count, by: stride)),
                       "every \(stride)th")
        let offStride = sent.indices.filter { $0 % stride != 0 && (sent[$0].contains(" dropped ") || sent[$0].contains(" lost ")) }
        XCTAssertGreaterThan(offStride.count, 100)
        XCTAssertEqual(kept.filter { $0 % stride != 0 }.count, 100, "failures up to the limit besides")
        XCTAssertTrue(kept.filter { $0 % stride != 0 }.allSatisfy { offStride.contains($0) }, "and nothing else")
    }

    /// A long journal leaves the ledger holding the sample and a few recent entries, not a record
    /// of every message (only a delivery never settled is held to the end, to be named lost).
    func testWhatItHoldsDoesNotGrowWithTheJournal() {
        var ledger = DeliveryLedger(limit: 100, recent: 64)
        var held: [Int] = []
        for round in 0..<5 {
            read(journal(messages: 4_000, phones: 2, seed: UInt64(100 + round), losing: false), into: &ledger)
            held.append(ledger.held)
        }
        // The sample and its index, three maps of at most 64 keys (and as many gone), the phones' last arrivals, what is in flight.
        XCTAssertLessThanOrEqual(held.max() ?? 0, 100 * 2 * 2 + 3 * 4 * (64 + 16) + 2 + 40, "held after each 4,000 messages: \(held)")
        XCTAssertLessThanOrEqual(held.last ?? 0, (held.first ?? 0) + 200, "held after each 4,000 messages: \(held)")
    }

    /// A message sent again with the same id (an extension that inserts one `MSMessage` twice):
    /// each send is a delivery, settled by its own arrival, or both by one when they overlap.
    func testAMessageSentTwiceIsTwoDeliveries() {
        let id = UUID()
        let key = Key(message: id, phone: 1)
        var apart = DeliveryLedger(limit: 10)
        read([(1, .sent(id, from: 0, to: [1])), (2, .received(key)), (5, .sent(id, from: 0, to: [1])), (7, .received(key))], into: &apart)
        let (sample, latencies) = apart.finish()
        XCTAssertEqual(sample.map(\.arrived), [2, 7])
        XCTAssertEqual(latencies, [1, 2])
        XCTAssertEqual([apart.messageCount, apart.deliveryCount], [2, 2])

        var overlapping = DeliveryLedger(limit: 10)
        read([(1, .sent(id, from: 0, to: [1])), (2, .sent(id, from: 0, to: [1])), (3, .received(key)), (4, .received(key)),
              (5, .became(key, .replaced))], into: &overlapping)
        let both = overlapping.finish()
        XCTAssertEqual(both.sample.map(\.arrived), [3, 4], "each arrival settles the oldest in flight")
        XCTAssertEqual(overlapping.outcomes.filter { $0.value > 0 }, ["delivered": 1, "replaced": 1], "none lost, the later fate counted")

        var once = DeliveryLedger(limit: 10)
        read([(1, .sent(id, from: 0, to: [1])), (2, .sent(id, from: 0, to: [1])), (3, .received(key))], into: &once)
        _ = once.finish()
        XCTAssertEqual(once.outcomes, ["delivered": 1, "lost": 1], "one arrival is one delivery")
    }

    func testARecentMapLetsTheOldestGo() {
        var map = RecentMap<Int, String>(limit: 3)
        for key in 0..<5 { map.put("\(key)", for: key) }
        XCTAssertEqual((0..<5).map { map[$0] }, [nil, nil, "2", "3", "4"])
        map.put("2 again", for: 2)
        map.put("5", for: 5)
        XCTAssertEqual((0..<6).map { map[$0] }, [nil, nil, "2 again", nil, "4", "5"], "a key put again is new")
        map.remove(4)
        for key in 6..<1_000 {
            map.put("\(key)", for: key)
            map.remove(key)
        }
        XCTAssertEqual(map.count, 2)
        XCTAssertEqual(map[2], "2 again")
        for key in 1_000..<100_000 { map.put("\(key)", for: key) }
        XCTAssertEqual((99_997..<100_000).map { map[$0] }, ["99997", "99998", "99999"])
        XCTAssertLessThanOrEqual(map.storedKeys, 4 * (3 + 16), "the keys pushed out are let go too")
    }
}

/// SplitMix64: the same journal from the same seed.
private struct Mixer: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
