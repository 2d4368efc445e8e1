import Foundation
import Messages
import UIKit

/// A live layout: in the transcript, Messages runs this extension in `.transcript` style to draw
/// the bubble; phones without the extension show the alternate layout.
extension MessagesViewController {
    static let liveHeight: CGFloat = 120

    func insertLive() {
        guard let conversation = activeConversation else { return }
        let alternate = MSMessageTemplateLayout()
        alternate.caption = "Live probe"
        let message = MSMessage(session: MSSession())
        message.url = URL(string: "https://example.com/probe?live=1")
        message.layout = MSMessageLiveLayout(alternateLayout: alternate)
        conversation.insert(message, completionHandler: showInsertResult("insert live"))
    }

    /// The bubble's face: who sent it, as this phone's identifiers say.
    func drawLiveBubble(in conversation: MSConversation) {
        let face = UILabel()
        face.text = "drawn live, sent by " + Self.describe(conversation.selectedMessage?.senderParticipantIdentifier
            ?? conversation.localParticipantIdentifier, in: conversation)
        let style = UILabel()
        style.text = "style: transcript"
        let stack = UIStackView(arrangedSubviews: [face, style])
        stack.axis = .vertical
        view.addSubview(stack)
    }
}
