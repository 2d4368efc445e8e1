import Foundation
import Messages
import UIKit

/// How the probe writes messages, senders and errors in its labels.
extension MessagesViewController {
    /// Where an identifier stands in this phone's view of the conversation.
    static func describe(_ identifier: UUID, in conversation: MSConversation) -> String {
        if identifier == conversation.localParticipantIdentifier { return "local" }
        if let index = conversation.remoteParticipantIdentifiers.firstIndex(of: identifier) {
            return "remote \(index + 1) of \(conversation.remoteParticipantIdentifiers.count)"
        }
        return "unknown"
    }

    /// "Probe 1 (local)", or "none".
    static func describe(_ message: MSMessage?, in conversation: MSConversation) -> String {
        guard let message else { return "none" }
        return "\(caption(of: message)) (\(describe(message.senderParticipantIdentifier, in: conversation)))"
    }

    static func caption(of message: MSMessage) -> String {
        (message.layout as? MSMessageTemplateLayout)?.caption ?? "no caption"
    }

    /// "error 8 com.apple.messages.MSMessagesErrorDomain".
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        return "error \(error.code) \(error.domain)"
    }
}
