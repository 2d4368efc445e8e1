import Foundation
import Messages
import UIKit

/// The tally: who voted, as the newest message this phone has seen says, and a button to add oneself.
final class MessagesViewController: MSMessagesAppViewController {
    private let count = UILabel()
    private lazy var start = UIButton(type: .system, primaryAction: UIAction(title: "Start") { [unowned self] _ in startTally() })
    private lazy var vote = UIButton(type: .system, primaryAction: UIAction(title: "Vote") { [unowned self] _ in castVote() })
    private var voters: [String] = []
    private var session: MSSession?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        count.accessibilityIdentifier = "count"
        let stack = UIStackView(arrangedSubviews: [count, start, vote])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        show()
    }

    override func willBecomeActive(with conversation: MSConversation) {
        super.willBecomeActive(with: conversation)
        if let message = conversation.selectedMessage { read(message) }
    }

    override func didReceive(_ message: MSMessage, conversation: MSConversation) {
        super.didReceive(message, conversation: conversation)
        read(message)
    }

    /// The newest message says who has voted: what this phone knew is replaced, not merged.
    private func read(_ message: MSMessage) {
        guard let url = message.url,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              let list = items.first(where: { $0.name == "voters" })?.value else { return }
        voters = list.split(separator: ",").map(String.init)
        session = message.session
        show()
    }

    private func show() {
        count.text = voters.count == 1 ? "1 vote" : "\(voters.count) votes"
        start.isHidden = session != nil
        vote.isHidden = session == nil
    }

    private func startTally() {
        session = MSSession()
        voters = []
        send(caption: "A tally: 0 votes")
    }

    private func castVote() {
        guard let me = activeConversation?.localParticipantIdentifier.uuidString else { return }
        guard !voters.contains(me) else { return }
        voters.append(me)
        send(caption: voters.count == 1 ? "1 vote" : "\(voters.count) votes")
    }

    private func send(caption: String) {
        show()
        guard let conversation = activeConversation, let session else { return }
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "voters", value: voters.joined(separator: ","))]
        let layout = MSMessageTemplateLayout()
        layout.caption = caption
        let message = MSMessage(session: session)
        message.url = components.url
        message.layout = layout
        conversation.send(message, completionHandler: nil)
    }
}
