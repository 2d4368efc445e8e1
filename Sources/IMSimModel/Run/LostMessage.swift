import Foundation
import IMSimCore

/// A message a phone never received, as the run journaled it (`RunEvent.dropped`): for the run's
/// summary and `result.json`.
public struct LostMessage: Codable, Equatable, Sendable {
    public var messageID: UUID
    public var from: String
    public var to: String
    public var reason: String

    public init(messageID: UUID, from: String, to: String, reason: String) {
        self.messageID = messageID
        self.from = from
        self.to = to
        self.reason = reason
    }

    /// `60 messages were never received: 59 by John (John's phone died (was killed by signal 9)), ...`.
    public static func summary(_ lost: [LostMessage]) -> String {
        var groups: [(key: String, count: Int)] = []
        for message in lost {
            let key = "by \(message.to) (\(message.reason))"
            if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].count += 1 } else { groups.append((key, 1)) }
        }
        let noun = lost.count == 1 ? "message was" : "messages were"
        return "\(lost.count) \(noun) never received: " + groups.map { "\($0.count) \($0.key)" }.joined(separator: ", ")
    }

    /// The summary, then a line per message (the first `limit`).
    public static func report(_ lost: [LostMessage], limit: Int = 20) -> [String] {
        guard !lost.isEmpty else { return [] }
        var lines = ["LOST: " + summary(lost)]
        lines += lost.prefix(limit).map { "  \($0.messageID.uuidString) from \($0.from) to \($0.to)" }
        if lost.count > limit { lines.append("  and \(lost.count - limit) more (result.json lists every one)") }
        return lines
    }
}
