import Foundation
import IMSimCore

/// The order in which each phone handled what came to it from outside: people's actions and other
/// people's messages. It is what decides a race (did John's phone have Kate's vote when he tapped?),
/// and every run's journal holds it: each phone's own events, in its own sequence, say when it
/// started an action and when a message arrived. Messages are named by sender and the sender's
/// count (Kate's 3rd), actions by the phone's count: a run played again makes fresh identifiers.
public struct PhoneInputs: Equatable, Sendable {
    public enum Input: Hashable, Sendable, CustomStringConvertible {
        /// The phone's `n`-th person's action (counting from 1), refused ones too.
        case action(Int)
        /// The `n`-th message `sender` sent (counting from 1).
        case message(from: String, Int)

        public var description: String {
            switch self {
            case let .action(number): "action \(number)"
            case let .message(sender, number): "\(sender)'s message \(number)"
            }
        }
    }

    /// A place where two orders part.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        public var phone: String
        /// Counting from 1.
        public var position: Int
        public var this: Input?
        public var other: Input?

        public init(phone: String, position: Int, this: Input?, other: Input?) {
            self.phone = phone
            self.position = position
            self.this = this
            self.other = other
        }

        public var description: String {
            "\(phone)'s input \(position): \(this.map { "\($0)" } ?? "none") then, \(other.map { "\($0)" } ?? "none") now"
        }
    }

    public private(set) var byPhone: [String: [Input]] = [:]

    public init(byPhone: [String: [Input]] = [:]) {
        self.byPhone = byPhone
    }

    /// The inputs of every phone in `entries` (a journal, in any order across sources).
    public init(journal entries: [JournalEntry]) {
        let phoneEntries = entries.filter { if case .phone = $0.event { true } else { false } }
            .sorted { ($0.source, $0.sequence) < ($1.source, $1.sequence) }
        var sent: [UUID: (sender: String, number: Int)] = [:]
        var sentCounts: [String: Int] = [:]
        for entry in phoneEntries {
            guard case let .phone(.sent(messageID, _)) = entry.event, sent[messageID] == nil else { continue }
            sentCounts[entry.source, default: 0] += 1
            sent[messageID] = (entry.source, sentCounts[entry.source]!)
        }
        var started: [String: Set<Int>] = [:]
        var actions: [String: Int] = [:]
        for entry in phoneEntries {
            let phone = entry.source
            switch entry.event {
            case let .phone(.commandStarted(request, _)):
                started[phone, default: []].insert(request)
                actions[phone, default: 0] += 1
                byPhone[phone, default: []].append(.action(actions[phone]!))
            case let .phone(.commandFinished(request, _)) where !(started[phone]?.contains(request) ?? false):
                // Refused while another was under way: it reached the phone all the same.
                actions[phone, default: 0] += 1
                byPhone[phone, default: []].append(.action(actions[phone]!))
            case let .phone(.received(messageID, from)):
                let number = sent[messageID].map { $0.sender == from ? $0.number : 0 } ?? 0
                byPhone[phone, default: []].append(.message(from: from, number))
            default:
                break
            }
        }
    }

    /// Where `other` first handled something else, phone by phone in name order; nil when alike.
    public func firstDifference(from other: PhoneInputs) -> Difference? {
        for phone in Set(byPhone.keys).union(other.byPhone.keys).sorted() {
            let mine = byPhone[phone] ?? []
            let theirs = other.byPhone[phone] ?? []
            for index in 0..<max(mine.count, theirs.count) {
                let this = index < mine.count ? mine[index] : nil
                let that = index < theirs.count ? theirs[index] : nil
                if this != that { return Difference(phone: phone, position: index + 1, this: this, other: that) }
            }
        }
        return nil
    }

    /// How many inputs in all.
    public var count: Int { byPhone.values.reduce(0) { $0 + $1.count } }
}
