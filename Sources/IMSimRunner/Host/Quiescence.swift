import Foundation
import IMSimCore

/// Whether the phones are quiet: no message between them in flight, every phone idle (no command
/// awaiting its extension's report, no extension process starting or ending, no live bubble being
/// drawn). Pure: fed the events phones report, in the order the run receives them.
public struct Quiescence: Equatable, Sendable {
    private struct Delivery: Hashable, Sendable {
        let messageID: UUID
        let recipient: String
    }

    private var busyPhones: Set<String>
    /// +1 when a phone sent a message to a recipient, -1 when the recipient got it or the relay could
    /// not reach it: a recipient's report can arrive before the sender's, so counts may go negative.
    private var deliveries: [Delivery: Int] = [:]

    /// Phones are busy until they first report.
    public init(phones: [String]) {
        busyPhones = Set(phones)
    }

    public var isQuiet: Bool { busyPhones.isEmpty && deliveries.isEmpty }

    public mutating func phone(_ name: String, reported events: [PhoneEvent], idle: Bool) {
        for event in events {
            switch event {
            case let .sent(messageID, recipients):
                for recipient in recipients { count(Delivery(messageID: messageID, recipient: recipient), by: 1) }
            case let .received(messageID, _):
                count(Delivery(messageID: messageID, recipient: name), by: -1)
            case let .delivered(messageID, unreachable):
                for recipient in unreachable { count(Delivery(messageID: messageID, recipient: recipient), by: -1) }
            default:
                break
            }
        }
        if idle { busyPhones.remove(name) } else { busyPhones.insert(name) }
    }

    /// A phone that is gone can hold nothing up.
    public mutating func phoneGone(_ name: String) {
        busyPhones.remove(name)
        deliveries = deliveries.filter { $0.key.recipient != name }
    }

    private mutating func count(_ delivery: Delivery, by change: Int) {
        let value = deliveries[delivery, default: 0] + change
        deliveries[delivery] = value == 0 ? nil : value
    }
}
