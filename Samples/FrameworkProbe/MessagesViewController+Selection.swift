import Foundation
import Messages
import UIKit

/// The tapped bubble (`selectedMessage`), replies in its session, and an auto-reply to arrivals.
extension MessagesViewController {
    static let autoReplyKey = "autoReply"

    func showSelectedMessage(of conversation: MSConversation) {
        selectedLabel.text = "selectedMessage: " + Self.describe(conversation.selectedMessage, in: conversation)
    }

    /// Stages a reply in the selected message's session: sent, it replaces that session's bubble.
    func insertReply() {
        guard let conversation = activeConversation else { return }
        let session = conversation.selectedMessage?.session ?? MSSession()
        let reply = Self.makeMessage(caption: "Reply", url: URL(string: "https://example.com/probe?reply=1")!, session: session)
        conversation.insert(reply) { [unowned self] error in
            insertLabel.text = error.map(Self.describe) ?? "Reply inserted, isPending: \(reply.isPending)"
        }
    }

    /// Saved in `UserDefaults`, and to disk at once: the process is ended soon after it resigns.
    func turnOnAutoReply() {
        UserDefaults.standard.set(true, forKey: Self.autoReplyKey)
        UserDefaults.standard.synchronize()
        showAutoReplySetting()
    }

    func showAutoReplySetting() {
        autoReplyLabel.text = "auto-reply: " + (UserDefaults.standard.bool(forKey: Self.autoReplyKey) ? "on" : "off")
    }

    /// Answers a message that arrived, with `send(_:)` and no tap of its own.
    func autoReply(to message: MSMessage, in conversation: MSConversation) {
        guard UserDefaults.standard.bool(forKey: Self.autoReplyKey) else { return }
        let reply = Self.makeMessage(caption: "Auto-reply", url: URL(string: "https://example.com/probe?auto=1")!,
                                     session: MSSession())
        conversation.send(reply) { [unowned self] error in
            autoReplyLabel.text = "auto-reply: " + (error.map(Self.describe) ?? "sent")
        }
    }
}
