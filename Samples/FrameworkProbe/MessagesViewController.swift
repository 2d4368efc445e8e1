import Foundation
import Messages
import UIKit

/// A probe of the framework's rules, the way a developer checks them by hand: each callback and each
/// completion handler writes what it saw in a label. Sending is in `+Sending`, bubble selection,
/// replies and the auto-reply in `+Selection`, descriptions in `+Describing`.
final class MessagesViewController: MSMessagesAppViewController {
    /// Kept only in memory: iOS ends the process after `didResignActive`, so this starts at 0 each launch.
    static var tapsInMemory = 0

    var received = 0
    /// Drafts inserted in this launch; numbers their captions.
    var drafts = 0

    let countLabel = UILabel()
    let receivedLabel = UILabel()
    let resultLabel = UILabel()
    let senderLabel = UILabel()
    let insertLabel = UILabel()
    let startedLabel = UILabel()
    let cancelledLabel = UILabel()
    let willSelectLabel = UILabel()
    let didSelectLabel = UILabel()
    let selectedLabel = UILabel()
    let autoReplyLabel = UILabel()
    let contentLabel = UILabel()
    let mentionLabel = UILabel()
    let asyncLabel = UILabel()
    let launchLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // What an extension prints lands in the run's artifacts (and on the console with -v).
        print("FrameworkProbe: viewDidLoad in \(presentationStyle == .transcript ? "transcript" : "a conversation")")
        // A transcript-style instance draws a live bubble instead (`+Live`), once it has its conversation.
        guard presentationStyle != .transcript else { return }
        let labels = [countLabel, receivedLabel, resultLabel, senderLabel, insertLabel, startedLabel, cancelledLabel,
                      willSelectLabel, didSelectLabel, selectedLabel, autoReplyLabel, contentLabel, mentionLabel, asyncLabel,
                      launchLabel]
        let buttons = [
            makeButton("Count", identifier: "count") { [unowned self] in
                Self.tapsInMemory += 1
                updateLabels()
            },
            makeButton("Send now", identifier: "sendNow") { [unowned self] in sendNow(times: 1) },
            makeButton("Send twice", identifier: "sendTwice") { [unowned self] in sendNow(times: 2) },
            makeButton("Insert", identifier: "insert") { [unowned self] in insertDraft() },
            makeButton("Insert long URL", identifier: "insertLongURL") { [unowned self] in deliver(Self.longURL, send: false) },
            makeButton("Insert ftp URL", identifier: "insertFTPURL") { [unowned self] in deliver(Self.ftpURL, send: false) },
            makeButton("Send long URL", identifier: "sendLongURL") { [unowned self] in deliver(Self.longURL, send: true) },
            makeButton("Send ftp URL", identifier: "sendFTPURL") { [unowned self] in deliver(Self.ftpURL, send: true) },
            makeButton("Reply", identifier: "reply") { [unowned self] in insertReply() },
            makeButton("Auto-reply", identifier: "autoReply") { [unowned self] in turnOnAutoReply() },
            makeButton("Insert text", identifier: "insertText") { [unowned self] in insertText(send: false) },
            makeButton("Send text", identifier: "sendText") { [unowned self] in insertText(send: true) },
            makeButton("Insert sticker", identifier: "insertSticker") { [unowned self] in insertSticker(send: false) },
            makeButton("Send sticker", identifier: "sendSticker") { [unowned self] in insertSticker(send: true) },
            makeButton("Insert attachment", identifier: "insertAttachment") { [unowned self] in insertAttachment(missing: false) },
            makeButton("Attach missing file", identifier: "attachMissing") { [unowned self] in insertAttachment(missing: true) },
            makeButton("Invite", identifier: "invite") { [unowned self] in insertMention() },
            makeButton("Insert expiring", identifier: "insertExpiring") { [unowned self] in insertExpiring() },
            makeButton("Insert live", identifier: "insertLive") { [unowned self] in insertLive() },
            makeButton("Insert card", identifier: "insertCard") { [unowned self] in insertCard() },
        ] + makeAsyncButtons() + [
            makeButton("Controls", identifier: "controls") { [unowned self] in showControls() },
        ]
        let stack = UIStackView(arrangedSubviews: labels + buttons)
        stack.axis = .vertical
        showScrolling(stack)
        resultLabel.text = "nothing sent"
        // What a launched extension can see of how it was launched: on iOS, nothing of the host's.
        let hostVariables = ProcessInfo.processInfo.environment.keys.filter { $0.hasPrefix("IMSIM_EXTENSION_") }.count
        launchLabel.text = "launch arguments: \(CommandLine.arguments.count - 1), host variables: \(hostVariables)"
        senderLabel.text = "last sender: none"
        insertLabel.text = "nothing inserted"
        startedLabel.text = "didStartSending: not called"
        cancelledLabel.text = "didCancelSending: not called"
        willSelectLabel.text = "willSelect: not called"
        didSelectLabel.text = "didSelect: not called"
        contentLabel.text = "no content inserted"
        asyncLabel.text = "no async work"
        updateLabels()
    }

    override func didBecomeActive(with conversation: MSConversation) {
        super.didBecomeActive(with: conversation)
        if presentationStyle == .transcript { return drawLiveBubble(in: conversation) }
        showSelectedMessage(of: conversation)
        showMention(in: conversation.selectedMessage, of: conversation)
        showAutoReplySetting()
    }

    override func didReceive(_ message: MSMessage, conversation: MSConversation) {
        super.didReceive(message, conversation: conversation)
        received += 1
        senderLabel.text = "last sender: " + Self.describe(message.senderParticipantIdentifier, in: conversation)
        showSelectedMessage(of: conversation)
        updateLabels()
        autoReply(to: message, in: conversation)
    }

    override func didStartSending(_ message: MSMessage, conversation: MSConversation) {
        super.didStartSending(message, conversation: conversation)
        startedLabel.text = "didStartSending: \(Self.caption(of: message)), isPending: \(message.isPending)"
    }

    override func didCancelSending(_ message: MSMessage, conversation: MSConversation) {
        super.didCancelSending(message, conversation: conversation)
        cancelledLabel.text = "didCancelSending: \(Self.caption(of: message)), isPending: \(message.isPending)"
    }

    override func willSelect(_ message: MSMessage, conversation: MSConversation) {
        super.willSelect(message, conversation: conversation)
        willSelectLabel.text = "willSelect saw: " + Self.describe(conversation.selectedMessage, in: conversation)
    }

    override func didSelect(_ message: MSMessage, conversation: MSConversation) {
        super.didSelect(message, conversation: conversation)
        didSelectLabel.text = "didSelect saw: " + Self.describe(conversation.selectedMessage, in: conversation)
        showSelectedMessage(of: conversation)
        showMention(in: message, of: conversation)
    }

    /// A live bubble is as wide as offered and a fixed height.
    override func contentSizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.liveHeight)
    }

    func updateLabels() {
        countLabel.text = "taps in memory: \(Self.tapsInMemory)"
        receivedLabel.text = "received while running: \(received)"
    }

    func makeButton(_ title: String, identifier: String, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = identifier
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }
}
