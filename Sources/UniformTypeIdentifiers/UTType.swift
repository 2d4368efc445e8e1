import Foundation

/// A uniform type identifier (`public.png`, `public.plain-text`): what kind of data a file or a
/// pasteboard item holds, with its usual file extension and MIME type. imsim knows the common system
/// types and what each conforms to; an identifier it does not know is a type of its own.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    private let parents: [String]

    private init(_ identifier: String, _ fileExtension: String?, _ mime: String?, _ parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
        preferredMIMEType = mime
        self.parents = parents
    }

    /// The type with this identifier; any reverse-DNS identifier is accepted, as iOS accepts one it declares.
    public init?(_ identifier: String) {
        if let known = Self.known.first(where: { $0.identifier == identifier }) {
            self = known
        } else if !identifier.isEmpty, !identifier.contains(" ") {
            self.init(identifier, nil, nil, ["public.data"])
        } else {
            return nil
        }
    }

    /// The system type whose usual extension is `filenameExtension`.
    public init?(filenameExtension: String) {
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = known
    }

    /// The system type of this MIME type.
    public init?(mimeType: String) {
        guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = known
    }

    /// Whether this type is `type` or one of its kinds (`public.png` conforms to `public.image`).
    public func conforms(to type: UTType) -> Bool {
        if self == type { return true }
        return parents.contains { parent in
            parent == type.identifier || (UTType(parent).map { $0 != self && $0.conforms(to: type) } ?? false)
        }
    }

    public var description: String { identifier }

    public static let item = UTType("public.item", nil, nil, [])
    public static let content = UTType("public.content", nil, nil, ["public.item"])
    public static let data = UTType("public.data", nil, "application/octet-stream", ["public.item"])
    public static let text = UTType("public.text", nil, nil, ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", nil, nil, ["public.plain-text"])
    public static let json = UTType("public.json", "json", "application/json", ["public.text"])
    public static let xml = UTType("public.xml", "xml", "application/xml", ["public.text"])
    public static let html = UTType("public.html", "html", "text/html", ["public.text"])
    public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
    public static let png = UTType("public.png", "png", "image/png", ["public.image"])
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
    public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    public static let url = UTType("public.url", nil, nil, ["public.data"])
    public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
    public static let audiovisualContent = UTType("public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
    public static let calendarEvent = UTType("public.calendar-event", "ics", "text/calendar", ["public.item"])
    public static let vCard = UTType("public.vcard", "vcf", "text/vcard", ["public.text"])
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", ["public.data"])
    public static let folder = UTType("public.folder", nil, nil, ["public.item"])

    private static let known: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html, .image,
                                          .png, .jpeg, .gif, .heic, .pdf, .url, .fileURL, .audiovisualContent, .movie,
                                          .mpeg4Movie, .audio, .calendarEvent, .vCard, .zip, .folder]
}
