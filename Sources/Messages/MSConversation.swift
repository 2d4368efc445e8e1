import Foundation

/// The conversation the extension was opened in, as seen from this phone.
@MainActor
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
        deliver(message, send: false, completionHandler: completionHandler)
    }

    /// Sends `message` at once (iOS 11). Fails while the extension is not visible, or with no user
    /// interaction since launch or since the last send.
    open func send(_ message: MSMessage, completionHandler: (((any Error)?) -> Void)? = nil) {
        deliver(message, send: true, completionHandler: completionHandler)
    }

    open func insert(_ message: MSMessage) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            insert(message) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    open func send(_ message: MSMessage) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            send(message) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    private func deliver(_ message: MSMessage, send: Bool, completionHandler: (((any Error)?) -> Void)?) {
        guard let bridge else {
            completionHandler?(NSError(domain: MSMessagesErrorDomain, code: MSMessageErrorCode.unknown.rawValue,
                                       userInfo: [NSLocalizedDescriptionKey: "the extension is no longer active"]))
            return
        }
        message.senderParticipantIdentifier = localParticipantIdentifier
        bridge.insert(message, send: send) { error in completionHandler?(error) }
    }
}
