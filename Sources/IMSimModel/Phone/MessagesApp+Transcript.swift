import Foundation
import IMSimCore

extension MessagesApp {
    /// Puts `message` at the bottom of conversation `index`'s transcript. An older bubble of the same
    /// session is replaced by a summary item in its place: its `summaryText`, or "<sender> updated <app>"
    /// (the current documentation's default; see docs/DECISIONS.md).
    mutating func appendToTranscript(_ message: MessagePayload, in index: Int) {
        // No copy of the conversation may live across `record`: the transcript would be copied whole.
        let id = conversations[index].id
        if let sessionID = message.sessionID,
           let older = conversations[index].transcript.last(where: { $0.kind == .bubble && $0.message.sessionID == sessionID })?.message {
            let appName = apps.first { $0.bundleIdentifier == older.bundleIdentifier }?.displayName ?? older.bundleIdentifier
            record(.replaced(conversation: id, messageID: older.id,
                             item: TranscriptItem(kind: .summary, message: older,
                                                  summary: older.summaryText ?? "\(older.senderName) updated \(appName)")))
        }
        record(.appended(conversation: id, item: TranscriptItem(message)))
        if message.shouldExpire, message.senderName != owner { unreadExpiring[id, default: []].append(message.id) }
    }

    mutating func send(_ message: MessagePayload, in index: Int, into actions: inout [HostAction]) {
        appendToTranscript(message, in: index)
        // The bubble in the transcript gets an instance of its own, as the input field had.
        renderIfLive(message, in: index, into: &actions)
        awaitingRelay.insert(message.id)
        let recipients = conversations[index].members.filter { $0 != owner }
        record(.sent(messageID: message.id, recipients: recipients))
        actions.append(.sendToRelay(message, recipients: recipients))
    }

    mutating func receivedFromRelay(_ message: MessagePayload, into actions: inout [HostAction]) {
        record(.received(messageID: message.id, from: message.senderName))
        guard let index = conversations.firstIndex(where: { $0.id == message.conversationID }),
              conversations[index].members.contains(message.senderName), message.senderName != owner else {
            return record(.dropped(messageID: message.id, reason: "\(message.senderName) is not in a conversation "
                + "`\(message.conversationID)` with \(owner)"))
        }
        appendToTranscript(message, in: index)
        renderIfLive(message, in: index, into: &actions)
        guard index == activeIndex else { return }
        markRead(into: &actions)
        // didReceive only while the extension runs in this conversation, for its own messages.
        if message.content == .interactive, runningExtension(for: message.bundleIdentifier) != nil {
            commandQueue.append(.receive(extensionMessage(message, isPending: false)))
        }
    }

    /// The conversation on screen has been read: its received expiring messages start their delay.
    mutating func markRead(into actions: inout [HostAction]) {
        var read: [UUID] = []
        for messageID in unreadExpiring.removeValue(forKey: conversationID) ?? [] where !readExpiring.contains(messageID) {
            readExpiring.insert(messageID)
            read.append(messageID)
            actions.append(.scheduleExpiry(messageID: messageID, after: expiryDelay))
        }
        if !read.isEmpty { record(.read(conversation: conversationID, messageIDs: read)) }
    }

    /// Removes an expired message from the transcript it is in, unless it was kept.
    mutating func expire(_ messageID: UUID) {
        guard !kept.contains(messageID) else { return }
        for conversation in conversations where conversation.bubbleIndex(of: messageID) != nil {
            record(.removed(conversation: conversation.id, messageID: messageID))
        }
    }

    /// Messages runs a transcript-style instance of the extension for each live bubble, on phones
    /// that have the extension; others show the alternate layout.
    mutating func renderIfLive(_ message: MessagePayload, in index: Int, into actions: inout [HostAction]) {
        guard message.layout?.kind == .live, message.content == .interactive,
              let app = apps.first(where: { $0.bundleIdentifier == message.bundleIdentifier }) else { return }
        let context = conversationContext(of: index, selected: message)
        actions.append(.renderLiveBubble(app, ExtensionLaunch(style: .transcript, conversation: context, device: device)))
    }

    /// Puts a live bubble's drawing on every item of its message, staged or in a transcript.
    mutating func show(_ live: LiveBubble, for messageID: UUID) {
        // Changes are worked out first: a copy of a conversation alive across `record` would copy it whole.
        var changes: [PhoneEvent] = []
        for conversation in conversations {
            if let index = conversation.bubbleIndex(of: messageID) {
                var item = conversation.transcript[index]
                item.live = live
                changes.append(.replaced(conversation: conversation.id, messageID: messageID, item: item))
            }
            if var staged = conversation.staged, staged.message.id == messageID {
                staged.live = live
                changes.append(.staged(conversation: conversation.id, item: staged))
            }
        }
        changes.forEach { record($0) }
    }
}
