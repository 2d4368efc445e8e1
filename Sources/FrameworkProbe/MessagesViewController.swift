import Foundation
import Messages
import UIKit

/// A probe of the framework's rules, the way a developer checks them by hand: a counter kept only in
/// memory, messages received while running, and direct sends with their errors, each shown on screen.
final class MessagesViewController: MSMessagesAppViewController {
    /// Kept only in memory: iOS ends the process after `didResignActive`, so this starts at 0 each launch.
    static var tapsInMemory = 0

    private var received = 0
    private let countLabel = UILabel()
    private let receivedLabel = UILabel()
    private let resultLabel = UILabel()
    private let senderLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UIStackView(arrangedSubviews: [
            countLabel, receivedLabel, resultLabel, senderLabel,
            makeButton("Count", identifier: "count") { [unowned self] in
                Self.tapsInMemory += 1
                updateLabels()
            },
            makeButton("Send now", identifier: "sendNow") { [unowned self] in sendNow(times: 1) },
            makeButton("Send twice", identifier: "sendTwice") { [unowned self] in sendNow(times: 2) },
        ])
        stack.axis = .vertical
        view.addSubview(stack)
        resultLabel.text = "nothing sent"
        senderLabel.text = "last sender: none"
        updateLabels()
    }

    override func didReceive(_ message: MSMessage, conversation: MSConversation) {
        super.didReceive(message, conversation: conversation)
        received += 1
        senderLabel.text = "last sender: " + Self.describe(message.senderParticipantIdentifier, in: conversation)
        updateLabels()
    }

    /// Where an identifier stands in this phone's view of the conversation.
    private static func describe(_ identifier: UUID, in conversation: MSConversation) -> String {
        if identifier == conversation.localParticipantIdentifier { return "local" }
        if let index = conversation.remoteParticipantIdentifiers.firstIndex(of: identifier) {
            return "remote \(index + 1) of \(conversation.remoteParticipantIdentifiers.count)"
        }
        return "unknown"
    }

    private func updateLabels() {
        countLabel.text = "taps in memory: \(Self.tapsInMemory)"
        receivedLabel.text = "received while running: \(received)"
    }

    private func makeButton(_ title: String, identifier: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// Sends `times` messages at once with `send(_:)`: only the first follows a user interaction.
    private func sendNow(times: Int) {
        guard let conversation = activeConversation else { return }
        var results: [String] = []
        for index in 1...times {
            let layout = MSMessageTemplateLayout()
            layout.caption = "Probe \(index)"
            let message = MSMessage(session: MSSession())
            message.url = URL(string: "https://example.com/probe?n=\(index)")
            message.layout = layout
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
}
