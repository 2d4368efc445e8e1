import Foundation

/// One conversation as a phone shows it: who is in it, its transcript and its input field.
public struct ConversationState: Codable, Equatable, Sendable {
    /// The same on every member's phone.
    public let id: String
    /// Everyone in it, the phone's owner included.
    public let members: [String]
    /// Oldest first.
    public var transcript: [TranscriptItem] = []
    /// What the input field holds.
    public var staged: TranscriptItem?

    public init(id: String, members: [String]) {
        self.id = id
        self.members = members
    }

    /// The bubbles a person can tap, oldest first.
    public var bubbles: [TranscriptItem] { transcript.filter { $0.kind == .bubble } }

    /// The position of message `messageID`'s bubble, searching from the newest.
    public func bubbleIndex(of messageID: UUID) -> Int? {
        transcript.lastIndex { $0.kind == .bubble && $0.message.id == messageID }
    }

    public func bubble(_ reference: BubbleReference) -> TranscriptItem? {
        switch reference {
        case .last:
            return transcript.last { $0.kind == .bubble }
        case let .position(position):
            guard position >= 1 else { return nil }
            var seen = 0
            for item in transcript where item.kind == .bubble {
                seen += 1
                if seen == position { return item }
            }
            return nil
        case let .caption(caption):
            return transcript.last { $0.kind == .bubble && $0.caption == caption }
        }
    }
}
