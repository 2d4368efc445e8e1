import IMSimCore

extension MessagesApp {
    /// Puts `message` at the bottom of the transcript. An older bubble of the same session is replaced
    /// by a summary item in its place: its `summaryText`, or "<sender> updated <app>" (the current
    /// documentation's default; see docs/DECISIONS.md).
    mutating func appendToTranscript(_ message: MessagePayload) {
        if let sessionID = message.sessionID,
           let index = transcript.lastIndex(where: { $0.kind == .bubble && $0.message.sessionID == sessionID }) {
            let older = transcript[index].message
            let appName = apps.first { $0.bundleIdentifier == older.bundleIdentifier }?.displayName ?? older.bundleIdentifier
            transcript[index] = TranscriptItem(kind: .summary, message: older,
                                               summary: older.summaryText ?? "\(older.senderName) updated \(appName)")
        }
        transcript.append(TranscriptItem(message))
    }

    mutating func send(_ message: MessagePayload, into actions: inout [HostAction]) {
        appendToTranscript(message)
        awaitingRelay.insert(message.id)
        actions.append(.sendToRelay(message, recipients: recipients))
    }

    mutating func receivedFromRelay(_ message: MessagePayload, into actions: inout [HostAction]) {
        guard message.conversationID == conversationID, members.contains(message.senderName) else { return }
        appendToTranscript(message)
        // didReceive only while the extension runs in this conversation, for its own messages.
        if message.content == .interactive, runningExtension(for: message.bundleIdentifier) != nil {
            commandQueue.append(.receive(extensionMessage(message, isPending: false)))
        }
    }
}
