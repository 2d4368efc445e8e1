import Foundation
import IMSimCore

/// Whether the phones are quiet: no message between them in flight, every phone idle (no command
/// awaiting its extension's report, no extension process starting or ending, no live bubble being
/// drawn). Pure: fed the events phones report, in the order the run receives them. A message to a
/// phone that is gone is dropped, and settled.
public struct Quiescence: Equatable, Sendable {
    /// A message on its way from `sender` to `recipient`.
    public struct Delivery: Hashable, Sendable {
        public let messageID: UUID
        public let sender: String
        public let recipient: String

        public init(messageID: UUID, sender: String, recipient: String) {
            self.messageID = messageID
            self.sender = sender
            self.recipient = recipient
        }
    }

    private var busyPhones: Set<String>
    /// Phones whose reports have ended (their connection closed): what is in flight to them is dropped.
    public private(set) var gonePhones: Set<String> = []
    /// +1 when a phone sent a message to a recipient, -1 when the recipient got it or the relay could
    /// not reach it: a recipient's report can arrive before the sender's, so counts may go negative.
    private var deliveries: [Delivery: Int] = [:]

    /// Phones are busy until they first report.
    public init(phones: [String]) {
        busyPhones = Set(phones)
    }

    public var isQuiet: Bool { busyPhones.isEmpty && deliveries.isEmpty }

    /// Counts what `name` reported; returns the messages it sent to phones already gone, dropped.
    @discardableResult
    public mutating func phone(_ name: String, reported events: [PhoneEvent], idle: Bool) -> [Delivery] {
        var dropped: [Delivery] = []
        for event in events {
            switch event {
            case let .sent(messageID, recipients):
                for recipient in recipients {
                    let delivery = Delivery(messageID: messageID, sender: name, recipient: recipient)
                    if gonePhones.contains(recipient) { dropped.append(delivery) } else { count(delivery, by: 1) }
                }
            case let .received(messageID, sender):
                count(Delivery(messageID: messageID, sender: sender, recipient: name), by: -1)
            case let .delivered(messageID, unreachable):
                for recipient in unreachable where !gonePhones.contains(recipient) {
                    count(Delivery(messageID: messageID, sender: name, recipient: recipient), by: -1)
                }
            default:
                break
            }
        }
        if gonePhones.contains(name) { return dropped }
        if idle { busyPhones.remove(name) } else { busyPhones.insert(name) }
        return dropped
    }

    /// A phone that is gone can hold nothing up: returns the messages in flight to it, dropped.
    public mutating func phoneGone(_ name: String) -> [Delivery] {
        gonePhones.insert(name)
        busyPhones.remove(name)
        let inFlight = deliveries.filter { $0.key.recipient == name }
        deliveries = deliveries.filter { $0.key.recipient != name }
        return inFlight.filter { $0.value > 0 }.keys.sorted { $0.messageID.uuidString < $1.messageID.uuidString }
    }

    private mutating func count(_ delivery: Delivery, by change: Int) {
        let value = deliveries[delivery, default: 0] + change
        deliveries[delivery] = value == 0 ? nil : value
    }
}
