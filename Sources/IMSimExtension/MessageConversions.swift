import Foundation
import IMSimCore
import Messages
import UIKit

extension MSMessagesAppPresentationStyle {
    init(_ style: PresentationStyle) {
        switch style {
        case .compact: self = .compact
        case .expanded: self = .expanded
        case .transcript: self = .transcript
        }
    }
}

extension PresentationStyle {
    init(_ style: MSMessagesAppPresentationStyle) {
        switch style {
        case .compact: self = .compact
        case .expanded: self = .expanded
        case .transcript: self = .transcript
        }
    }
}

extension MSMessage {
    /// A received or selected message as the extension sees it.
    convenience init(_ message: ExtensionMessage) {
        let payload = message.payload
        self.init(identifier: payload.id, session: payload.sessionID.map { MSSession(identifier: $0) })
        url = payload.url.flatMap { URL(string: $0) }
        layout = payload.layout.map(MSMessageLayout.make)
        summaryText = payload.summaryText
        accessibilityLabel = payload.accessibilityLabel
        shouldExpire = payload.shouldExpire
        isPending = message.isPending
        senderParticipantIdentifier = message.senderParticipantIdentifier
    }
}

extension MSMessageLayout {
    static func make(_ payload: LayoutPayload) -> MSMessageLayout {
        let template = MSMessageTemplateLayout(payload)
        if payload.kind == .live {
            return MSMessageLiveLayout(alternateLayout: payload.alternate?.first.map(MSMessageTemplateLayout.init) ?? template)
        }
        return template
    }
}

extension MSMessageTemplateLayout {
    convenience init(_ payload: LayoutPayload) {
        self.init()
        caption = payload.caption
        subcaption = payload.subcaption
        trailingCaption = payload.trailingCaption
        trailingSubcaption = payload.trailingSubcaption
        imageTitle = payload.imageTitle
        imageSubtitle = payload.imageSubtitle
        mediaFileURL = payload.mediaFileURL.flatMap { URL(string: $0) }
        image = payload.imagePath.flatMap { UIImage(contentsOfFile: $0) }
    }
}

extension LayoutPayload {
    @MainActor
    init(_ layout: MSMessageLayout, attachmentsDirectory: URL?, sender: String? = nil) {
        if let live = layout as? MSMessageLiveLayout {
            self.init(kind: .live, alternate: LayoutPayload(live.alternateLayout, attachmentsDirectory: attachmentsDirectory,
                                                            sender: sender))
            return
        }
        let template = layout as? MSMessageTemplateLayout
        self.init(kind: .template, caption: template?.caption, subcaption: template?.subcaption,
                  trailingCaption: template?.trailingCaption, trailingSubcaption: template?.trailingSubcaption,
                  imageTitle: template?.imageTitle, imageSubtitle: template?.imageSubtitle,
                  imagePath: Self.save(template?.image, in: attachmentsDirectory,
                                       named: AttachmentName.make(sender: sender, caption: Self.words(of: template),
                                                                  fileExtension: "png")),
                  mediaFileURL: template?.mediaFileURL?.absoluteString)
    }

    /// What names a bubble's picture: its caption, else its image title or another of its texts.
    @MainActor
    private static func words(of layout: MSMessageTemplateLayout?) -> String? {
        guard let layout else { return nil }
        return [layout.caption, layout.imageTitle, layout.subcaption, layout.trailingCaption, layout.imageSubtitle]
            .compactMap { $0 }.first { !$0.isEmpty }
    }

    /// Writes the image's PNG as `name` where other phones can read it; nil without image or directory.
    @MainActor
    private static func save(_ image: UIImage?, in directory: URL?, named name: String) -> String? {
        guard let directory, let data = image?.pngData() else { return nil }
        let file = directory.appendingPathComponent(name)
        return (try? data.write(to: file)) != nil ? file.path : nil
    }
}

extension DraftMessage {
    @MainActor
    init(_ message: MSMessage, attachmentsDirectory: URL?, sender: String? = nil) {
        self.init(id: message.identifier, sessionID: message.session?.identifier, url: message.url?.absoluteString,
                  layout: message.layout.map { LayoutPayload($0, attachmentsDirectory: attachmentsDirectory, sender: sender) },
                  summaryText: message.summaryText, accessibilityLabel: message.accessibilityLabel,
                  shouldExpire: message.shouldExpire)
    }
}

extension NSError {
    convenience init(_ error: MessageError) {
        self.init(domain: error.domain, code: error.code, userInfo: [NSLocalizedDescriptionKey: error.reason])
    }
}
