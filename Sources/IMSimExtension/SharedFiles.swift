import Foundation
import IMSimCore
import Messages

/// Copies the files an extension sends (stickers, attachments) out of its container into the run's
/// attachments directory, where every phone can read them, as Messages copies them into its own store.
struct SharedFiles {
    let directory: URL?
    /// Whose phone sends them: each copy is named after them and the file (`AttachmentName`).
    var sender: String?

    func content(for content: PlainContent) -> Result<MessageContent, MessageError> {
        switch content {
        case let .text(text):
            return .success(.text(text))
        case let .sticker(sticker):
            return copy(sticker.imageFileURL).map { .sticker(path: $0, description: sticker.localizedDescription) }
        case let .attachment(url, filename):
            return copy(url).map { .attachment(path: $0, filename: filename ?? url.lastPathComponent) }
        }
    }

    /// The copy's path; `improperFileURL`, `fileNotFound` or `fileUnreadable` as Messages reports them.
    private func copy(_ url: URL) -> Result<String, MessageError> {
        guard url.isFileURL else { return .failure(Self.error(.improperFileURL, "\(url) is not a file URL")) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(Self.error(.fileNotFound, "no file at \(url.path)"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Self.error(.fileUnreadable, "cannot read \(url.path)"))
        }
        guard let directory else { return .failure(Self.error(.unknown, "no attachments directory")) }
        let name = AttachmentName.make(sender: sender, caption: url.deletingPathExtension().lastPathComponent,
                                       fileExtension: url.pathExtension)
        let copy = directory.appendingPathComponent(name)
        guard (try? data.write(to: copy)) != nil else {
            return .failure(Self.error(.unknown, "cannot write \(copy.path)"))
        }
        return .success(copy.path)
    }

    private static func error(_ code: MSMessageErrorCode, _ reason: String) -> MessageError {
        MessageError(domain: MSMessagesErrorDomain, code: code.rawValue, reason: reason)
    }
}
