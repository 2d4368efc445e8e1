import Foundation

/// The `async` forms Swift gives Apple's completion-handler methods.
extension MSConversation {
    public func insert(_ message: MSMessage) async throws {
        try await completion { insert(message, completionHandler: $0) }
    }

    public func send(_ message: MSMessage) async throws {
        try await completion { send(message, completionHandler: $0) }
    }

    public func insert(_ sticker: MSSticker) async throws {
        try await completion { insert(sticker, completionHandler: $0) }
    }

    public func send(_ sticker: MSSticker) async throws {
        try await completion { send(sticker, completionHandler: $0) }
    }

    public func insertText(_ text: String) async throws {
        try await completion { insertText(text, completionHandler: $0) }
    }

    public func sendText(_ text: String) async throws {
        try await completion { sendText(text, completionHandler: $0) }
    }

    public func insertAttachment(_ URL: URL, withAlternateFilename filename: String?) async throws {
        try await completion { insertAttachment(URL, withAlternateFilename: filename, completionHandler: $0) }
    }

    public func sendAttachment(_ URL: URL, withAlternateFilename filename: String?) async throws {
        try await completion { sendAttachment(URL, withAlternateFilename: filename, completionHandler: $0) }
    }

    private func completion(_ start: (@escaping ((any Error)?) -> Void) -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            start { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}
