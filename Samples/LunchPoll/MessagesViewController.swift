import Messages
import SwiftUI
import UIKit

/// The principal controller: it hosts the SwiftUI screens and connects the model to Messages.
final class MessagesViewController: MSMessagesAppViewController {
    private let model = PollModel()
    private var session: MSSession?

    override func viewDidLoad() {
        super.viewDidLoad()
        let hosting = UIHostingController(rootView: PollScreen(model: model))
        addChild(hosting)
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hosting.view)
        NSLayoutConstraint.activate([
            hosting.view.topAnchor.constraint(equalTo: view.topAnchor),
            hosting.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            hosting.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hosting.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        hosting.didMove(toParent: self)
        model.send = { [weak self] poll, caption in try await self?.send(poll, caption: caption) }
        model.expand = { [weak self] in self?.requestPresentationStyle(.expanded) }
    }

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        model.me = conversation.localParticipantIdentifier.uuidString
        model.isExpanded = presentationStyle == .expanded
        if let message = conversation.selectedMessage { read(message) }
    }

    override func didReceive(_ message: MSMessage, conversation: MSConversation) {
        super.didReceive(message, conversation: conversation)
        read(message)
    }

    override func didTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
        super.didTransition(to: presentationStyle)
        model.isExpanded = presentationStyle == .expanded
    }

    private func read(_ message: MSMessage) {
        guard let url = message.url, let poll = PollState(url: url) else { return }
        session = message.session
        model.read(poll)
    }

    /// Puts the poll in the input field, in the poll's session: Messages keeps one bubble for it.
    private func send(_ poll: PollState, caption: String) async throws {
        guard let conversation = activeConversation else { return }
        let session = session ?? MSSession()
        self.session = session
        let layout = MSMessageTemplateLayout()
        layout.caption = caption
        let message = MSMessage(session: session)
        message.url = poll.url
        message.layout = layout
        try await conversation.insert(message)
    }
}
