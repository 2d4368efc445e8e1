import Foundation
import IMSimGraphics

/// A sticker: an image file that can be placed in the transcript. Its file is checked as Messages
/// checks it: PNG, APNG, GIF or JPEG; under 500 KB; 300 to 618 pixels a side; a description of at
/// most 150 characters.
open class MSSticker: NSObject, @unchecked Sendable {
    // Immutable after init: safe to share.
    public let imageFileURL: URL
    public let localizedDescription: String

    public static let maximumFileSize = 500 * 1024
    public static let sideRange = 300...618
    public static let maximumDescriptionLength = 150

    /// Throws an `NSError` in `MSStickersErrorDomain` with an `MSMessageErrorCode` when the file
    /// breaks one of the rules above.
    public init(contentsOfFileURL fileURL: URL, localizedDescription: String) throws {
        try MSSticker.validate(fileURL, localizedDescription: localizedDescription)
        self.imageFileURL = fileURL
        self.localizedDescription = localizedDescription
        super.init()
    }

    static func validate(_ fileURL: URL, localizedDescription: String) throws {
        guard fileURL.isFileURL else {
            throw stickerError(.improperFileURL, "\(fileURL) is not a file URL")
        }
        guard localizedDescription.count <= maximumDescriptionLength else {
            throw stickerError(.stickerFileImproperFileAttributes,
                               "a description of \(localizedDescription.count) characters; at most \(maximumDescriptionLength)")
        }
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            throw stickerError(.fileNotFound, "no file at \(fileURL.path)")
        }
        guard let data = FileManager.default.contents(atPath: fileURL.path) else {
            throw stickerError(.fileUnreadable, "cannot read \(fileURL.path)")
        }
        guard data.count < maximumFileSize else {
            throw stickerError(.stickerFileImproperFileSize, "\(data.count) bytes; under \(maximumFileSize) expected")
        }
        guard PNGInfo.format(of: data) != nil else {
            throw stickerError(.improperFileType, "not a PNG, APNG, GIF or JPEG file")
        }
        guard let size = PNGInfo.pixelSize(of: data) else {
            throw stickerError(.stickerFileImproperFileFormat, "the image's size cannot be read")
        }
        guard sideRange.contains(size.width), sideRange.contains(size.height) else {
            throw stickerError(.stickerFileImproperFileSize,
                               "\(size.width)×\(size.height) pixels; each side must be 300 to 618")
        }
    }

    static func stickerError(_ code: MSMessageErrorCode, _ reason: String) -> NSError {
        NSError(domain: MSStickersErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: reason])
    }
}
