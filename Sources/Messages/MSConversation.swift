import Foundation

/// The conversation the extension was opened in, as seen from this phone.
@preconcurrency @MainActor
open class MSConversation: NSObject {
    /// This phone's identifier for its own user.
    open private(set) var localParticipantIdentifier: UUID
    /// This phone's identifiers for everyone else in the conversation.
    open private(set) var remoteParticipantIdentifiers: [UUID]
    /// The message whose bubble was tapped. A snapshot: newer arrivals don't change it.
    open package(set) var selectedMessage: MSMessage?

    package weak var bridge: (any MessagesHostBridge)?

    package init(localParticipantIdentifier: UUID, remoteParticipantIdentifiers: [UUID], selectedMessage: MSMessage?) {
        self.localParticipantIdentifier = localParticipantIdentifier
        self.remoteParticipantIdentifiers = remoteParticipantIdentifiers
        self.selectedMessage = selectedMessage
        super.init()
    }

    /// Stages `message` in the input field; the user sends it with the Send button.
    /// A second insert replaces what is staged.
    open func insert(_ message: MSMessage, completionHandler: (((any Error)?) -> Void)? = nil) {
        guard let bridge = activeBridge(completionHandler) else { return }
        message.senderParticipantIdentifier = localParticipantIdentifier
        bridge.insert(message, send: false) { error in completionHandler?(error) }
    }

    /// Sends `message` at once (iOS 11). Fails while the extension is not visible, or with no user
    /// interaction since launch or since the last send.
    open func send(_ message: MSMessage, completionHandler: (((any Error)?) -> Void)? = nil) {
        guard let bridge = activeBridge(completionHandler) else { return }
        message.senderParticipantIdentifier = localParticipantIdentifier
        bridge.insert(message, send: true) { error in completionHandler?(error) }
    }

    /// Stages a sticker in the input field.
    open func insert(_ sticker: MSSticker, completionHandler: (((any Error)?) -> Void)? = nil) {
        activeBridge(completionHandler)?.insert(.sticker(sticker), send: false) { error in completionHandler?(error) }
    }

    /// Sends a sticker at once, with `send(_:)`'s rules.
    open func send(_ sticker: MSSticker, completionHandler: (((any Error)?) -> Void)? = nil) {
        activeBridge(completionHandler)?.insert(.sticker(sticker), send: true) { error in completionHandler?(error) }
    }

    /// Stages text in the input field.
    open func insertText(_ text: String, completionHandler: (((any Error)?) -> Void)? = nil) {
        activeBridge(completionHandler)?.insert(.text(text), send: false) { error in completionHandler?(error) }
    }

    /// Sends text at once, with `send(_:)`'s rules.
    open func sendText(_ text: String, completionHandler: (((any Error)?) -> Void)? = nil) {
        activeBridge(completionHandler)?.insert(.text(text), send: true) { error in completionHandler?(error) }
    }

    /// Stages a file in the input field, shown as `filename` when given, else under its own name.
    open func insertAttachment(_ URL: URL, withAlternateFilename filename: String?,
                               completionHandler: (((any Error)?) -> Void)? = nil) {
        activeBridge(completionHandler)?.insert(.attachment(URL, filename: filename), send: false) { error in
            completionHandler?(error)
        }
    }

    /// Sends a file at once, with `send(_:)`'s rules.
    open func sendAttachment(_ URL: URL, withAlternateFilename filename: String?,
                             completionHandler: (((any Error)?) -> Void)? = nil) {
        activeBridge(completionHandler)?.insert(.attachment(URL, filename: filename), send: true) { error in
            completionHandler?(error)
        }
    }

    /// After `didResignActive` the conversation no longer reaches Messages.
    private func activeBridge(_ completionHandler: (((any Error)?) -> Void)?) -> (any MessagesHostBridge)? {
        if let bridge { return bridge }
        completionHandler?(NSError(domain: MSMessagesErrorDomain, code: MSMessageErrorCode.unknown.rawValue,
                                   userInfo: [NSLocalizedDescriptionKey: "the extension is no longer active"]))
        return nil
    }
}
