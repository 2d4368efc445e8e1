import Foundation
import IMSimCore

extension MessagesApp {
    /// Puts `message` at the bottom of conversation `index`'s transcript. An older bubble of the same
    /// session is replaced by a summary item in its place: its `summaryText`, or "<sender> updated <app>"
    /// (the current documentation's default; see docs/DECISIONS.md).
    mutating func appendToTranscript(_ message: MessagePayload, in index: Int) {
        var conversation = conversations[index]
        if let sessionID = message.sessionID,
           let older = conversation.transcript.lastIndex(where: { $0.kind == .bubble && $0.message.sessionID == sessionID }) {
            let replaced = conversation.transcript[older].message
            let appName = apps.first { $0.bundleIdentifier == replaced.bundleIdentifier }?.displayName ?? replaced.bundleIdentifier
            conversation.transcript[older] = TranscriptItem(kind: .summary, message: replaced,
                                                            summary: replaced.summaryText ?? "\(replaced.senderName) updated \(appName)")
        }
        conversation.transcript.append(TranscriptItem(message))
        conversations[index] = conversation
    }

    mutating func send(_ message: MessagePayload, in index: Int, into actions: inout [HostAction]) {
        appendToTranscript(message, in: index)
        // The bubble in the transcript gets an instance of its own, as the input field had.
        renderIfLive(message, in: index, into: &actions)
        awaitingRelay.insert(message.id)
        actions.append(.sendToRelay(message, recipients: conversations[index].members.filter { $0 != owner }))
    }

    mutating func receivedFromRelay(_ message: MessagePayload, into actions: inout [HostAction]) {
        guard let index = conversations.firstIndex(where: { $0.id == message.conversationID }),
              conversations[index].members.contains(message.senderName), message.senderName != owner else { return }
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
        for item in transcript where item.kind == .bubble && item.message.shouldExpire && item.senderName != owner
            && !active.readExpiring.contains(item.message.id) {
            conversations[activeIndex].readExpiring.insert(item.message.id)
            actions.append(.scheduleExpiry(messageID: item.message.id, after: expiryDelay))
        }
    }

    /// Removes an expired message from the transcript it is in, unless it was kept.
    mutating func expire(_ messageID: UUID) {
        for index in conversations.indices where !conversations[index].kept.contains(messageID) {
            conversations[index].transcript.removeAll { $0.kind == .bubble && $0.message.id == messageID }
        }
    }

    /// Messages runs a transcript-style instance of the extension for each live bubble, on phones
    /// that have the extension; others show the alternate layout.
    mutating func renderIfLive(_ message: MessagePayload, in index: Int, into actions: inout [HostAction]) {
        guard message.layout?.kind == .live, message.content == .interactive,
              let app = apps.first(where: { $0.bundleIdentifier == message.bundleIdentifier }) else { return }
        let context = conversationContext(of: index, selected: message)
        actions.append(.renderLiveBubble(app, ExtensionLaunch(style: .transcript, conversation: context)))
    }

    /// Puts a live bubble's drawing on every item of its message, staged or in a transcript.
    mutating func show(_ live: LiveBubble, for messageID: UUID) {
        for index in conversations.indices {
            for item in conversations[index].transcript.indices where conversations[index].transcript[item].message.id == messageID
                && conversations[index].transcript[item].kind == .bubble {
                conversations[index].transcript[item].live = live
            }
            if conversations[index].staged?.message.id == messageID { conversations[index].staged?.live = live }
        }
    }
}
