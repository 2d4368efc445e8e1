/// What a message carries. Extensions send interactive messages (`MSMessage`: URL, layout, session),
/// and also plain text, stickers and attachments (`insertText`, `insert(_:MSSticker)`, `insertAttachment`).
public enum MessageContent: Codable, Equatable, Sendable {
    /// An `MSMessage`: its `url`, `layout` and `session` are the payload's own fields.
    case interactive
    case text(String)
    /// A sticker's image file, copied where every phone can read it, and its description.
    case sticker(path: String, description: String)
    /// A file copied where every phone can read it, shown under `filename`.
    case attachment(path: String, filename: String)

    /// The file a sticker or attachment shows; nil for text and interactive messages.
    public var filePath: String? {
        switch self {
        case .interactive, .text: nil
        case let .sticker(path, _), let .attachment(path, _): path
        }
    }
}
