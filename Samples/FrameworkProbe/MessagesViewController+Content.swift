import Foundation
import Messages
import UIKit

/// Text, a sticker and an attachment, staged or sent; a caption that names a participant with
/// `$` + UUID; and a message that expires once read.
extension MessagesViewController {
    func insertText(send: Bool) {
        guard let conversation = activeConversation else { return }
        if send {
            conversation.sendText("On my way", completionHandler: showContentResult("sendText"))
        } else {
            conversation.insertText("Fries at eight?", completionHandler: showContentResult("insertText"))
        }
    }

    func insertSticker(send: Bool) {
        guard let conversation = activeConversation else { return }
        let sticker: MSSticker
        do {
            sticker = try MSSticker(contentsOfFileURL: try Self.drawStickerFile(), localizedDescription: "Probe dot")
        } catch {
            contentLabel.text = "sticker: " + Self.describe(error)
            return
        }
        if send {
            conversation.send(sticker, completionHandler: showContentResult("send sticker"))
        } else {
            conversation.insert(sticker, completionHandler: showContentResult("insert sticker"))
        }
    }

    /// A note written in the container, staged under another name; or a file that does not exist.
    func insertAttachment(missing: Bool) {
        guard let conversation = activeConversation else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(missing ? "missing.txt" : "notes.txt")
        if !missing {
            try? Data("Mussels, fries, Andalouse sauce\n".utf8).write(to: file)
        }
        conversation.insertAttachment(file, withAlternateFilename: missing ? nil : "Party notes.txt",
                                      completionHandler: showContentResult("insertAttachment"))
    }

    /// "$<first remote participant> is invited", as Messages shows it: with that person's name.
    func insertMention() {
        guard let conversation = activeConversation, let guest = conversation.remoteParticipantIdentifiers.first else { return }
        let layout = MSMessageTemplateLayout()
        layout.caption = "$\(guest.uuidString) is invited"
        let message = MSMessage()
        message.url = URL(string: "https://example.com/probe?invite=\(guest.uuidString)")
        message.layout = layout
        conversation.insert(message, completionHandler: showContentResult("insert mention"))
    }

    func insertExpiring() {
        guard let conversation = activeConversation else { return }
        // Numbered across launches: the count is kept in the container.
        let number = UserDefaults.standard.integer(forKey: "secrets") + 1
        UserDefaults.standard.set(number, forKey: "secrets")
        let message = Self.makeMessage(caption: "Secret \(number)", url: URL(string: "https://example.com/probe?secret=\(number)")!)
        message.shouldExpire = true
        conversation.insert(message, completionHandler: showContentResult("insert expiring"))
    }

    /// Shows what `$UUID` in a selected message's caption stands for on this phone.
    func showMention(in message: MSMessage?, of conversation: MSConversation) {
        guard let caption = (message?.layout as? MSMessageTemplateLayout)?.caption, caption.hasPrefix("$"),
              let identifier = UUID(uuidString: String(caption.dropFirst().prefix(36))) else { return }
        mentionLabel.text = "mention: " + Self.describe(identifier, in: conversation)
    }

    func showInsertResult(_ action: String) -> ((any Error)?) -> Void { showContentResult(action) }

    private func showContentResult(_ action: String) -> ((any Error)?) -> Void {
        { [unowned self] error in contentLabel.text = "\(action): " + (error.map(Self.describe) ?? "done") }
    }

    /// A 600 × 600 pixel PNG (300 points at scale 2) in the container.
    private static func drawStickerFile() throws -> URL {
        let size = CGSize(width: 300, height: 300)
        let data = UIGraphicsImageRenderer(size: size, format: stickerFormat).pngData { context in
            UIColor.orange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 200, height: 200)).fill()
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("probe-dot.png")
        try data.write(to: file)
        return file
    }
}
