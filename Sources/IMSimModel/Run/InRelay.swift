import Foundation
import IMSimCore

/// The messages each phone has sent that the relay has not yet taken (a `sent` event without its
/// `delivered`), oldest first. Pure.
struct InRelay: Sendable {
    struct Message: Equatable, Sendable {
        let messageID: UUID
        let sender: String
    }

    private var waiting: [Message] = []

    mutating func apply(_ event: PhoneEvent, from phone: String) {
        switch event {
        case let .sent(messageID, _): waiting.append(Message(messageID: messageID, sender: phone))
        case let .delivered(messageID, _): waiting.removeAll { $0.messageID == messageID }
        default: break
        }
    }

    /// The oldest message one of `senders` is still waiting on the relay for.
    func oldest(from senders: Set<String>) -> Message? {
        waiting.first { senders.contains($0.sender) }
    }
}
