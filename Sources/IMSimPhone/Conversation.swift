import Foundation
import IMSimCore

/// One conversation on a phone: who is in it, its transcript and its own input field.
public struct Conversation: Equatable, Sendable {
    /// The same on every member's phone.
    public let id: String
    /// Everyone in it, this phone's owner included.
    public let members: [String]
    public internal(set) var transcript: [TranscriptItem] = []
    /// What is staged in this conversation's input field.
    public internal(set) var staged: TranscriptItem?
    /// Received expiring messages already read here: their removal is scheduled.
    var readExpiring: Set<UUID> = []
    /// Expiring messages the owner chose to keep.
    var kept: Set<UUID> = []

    public init(id: String, members: [String]) {
        self.id = id
        self.members = members
    }

    /// The bubbles a person can tap, oldest first.
    var bubbles: [TranscriptItem] { transcript.filter { $0.kind == .bubble } }

    func bubble(_ reference: BubbleReference) -> TranscriptItem? {
        let bubbles = bubbles
        switch reference {
        case .last: return bubbles.last
        case let .position(index): return index >= 1 && index <= bubbles.count ? bubbles[index - 1] : nil
        case let .caption(caption): return bubbles.last { $0.caption == caption }
        }
    }
}
