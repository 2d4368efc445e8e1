import Foundation
import Messages
import UIKit

/// Sending: direct sends with `send(_:)`, drafts staged with `insert(_:)`, and URLs Messages refuses.
extension MessagesViewController {
    /// 5,001 characters: one more than a message's URL may have.
    static let longURL: URL = {
        let start = "https://example.com/probe?pad="
        return URL(string: start + String(repeating: "x", count: 5001 - start.count))!
    }()

    /// A scheme other than http, https or data.
    static let ftpURL = URL(string: "ftp://example.com/probe")!

    /// A message with a caption and a URL, in `session` if given.
    static func makeMessage(caption: String, url: URL, session: MSSession? = nil) -> MSMessage {
        let layout = MSMessageTemplateLayout()
        layout.caption = caption
        let message = session.map { MSMessage(session: $0) } ?? MSMessage()
        message.url = url
        message.layout = layout
        return message
    }

    /// Sends `times` messages at once with `send(_:)`: only the first follows a user interaction.
    func sendNow(times: Int) {
        guard let conversation = activeConversation else { return }
        var results: [String] = []
        for index in 1...times {
            let message = Self.makeMessage(caption: "Probe \(index)", url: URL(string: "https://example.com/probe?n=\(index)")!,
                                           session: MSSession())
            conversation.send(message) { [unowned self] error in
                if let error = error as NSError? {
                    results.append("error \(error.code)")
                } else {
                    results.append("sent")
                    senderLabel.text = "last sender: " + Self.describe(message.senderParticipantIdentifier, in: conversation)
                }
                resultLabel.text = results.joined(separator: ", ")
            }
        }
    }

    /// Stages a new draft in the input field; the completion handler shows the outcome and `isPending`.
    func insertDraft() {
        guard let conversation = activeConversation else { return }
        drafts += 1
        let caption = "Draft \(drafts)"
        let message = Self.makeMessage(caption: caption, url: URL(string: "https://example.com/probe?draft=\(drafts)")!)
        conversation.insert(message) { [unowned self] error in
            insertLabel.text = error.map(Self.describe) ?? "\(caption) inserted, isPending: \(message.isPending)"
        }
    }

    /// Inserts (or sends) a message with `url`; the completion handler shows the outcome, e.g.
    /// "insert: error 8 com.apple.messages.MSMessagesErrorDomain".
    func deliver(_ url: URL, send: Bool) {
        guard let conversation = activeConversation else { return }
        let message = Self.makeMessage(caption: "Bad URL", url: url)
        let label = send ? resultLabel : insertLabel
        let completion: ((any Error)?) -> Void = { error in
            label.text = (send ? "send: " : "insert: ") + (error.map(Self.describe) ?? "no error")
        }
        if send {
            conversation.send(message, completionHandler: completion)
        } else {
            conversation.insert(message, completionHandler: completion)
        }
    }
}
