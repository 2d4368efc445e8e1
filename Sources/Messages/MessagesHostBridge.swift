import Foundation

/// What the framework asks of the Messages app that hosts the extension. The simulator's runtime
/// implements it; extension code never sees it.
@preconcurrency @MainActor
package protocol MessagesHostBridge: AnyObject {
    func requestPresentationStyle(_ style: MSMessagesAppPresentationStyle)
    func dismissExtension()
    /// Stages (`send == false`) or sends `message`; `completion` is called once, later, on the main actor.
    func insert(_ message: MSMessage, send: Bool, completion: @escaping ((any Error)?) -> Void)
    /// The same for text, a sticker or a file.
    func insert(_ content: PlainContent, send: Bool, completion: @escaping ((any Error)?) -> Void)
}

/// What `insertText`, `insert(_:MSSticker)` and `insertAttachment` put in the conversation.
package enum PlainContent {
    case text(String)
    case sticker(MSSticker)
    case attachment(URL, filename: String?)
}
