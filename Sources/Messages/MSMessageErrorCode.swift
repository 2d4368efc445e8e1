import Foundation

/// The domain of errors about messages.
public let MSMessagesErrorDomain = "com.apple.messages.MSMessagesErrorDomain"
/// The domain of errors about stickers.
public let MSStickersErrorDomain = "com.apple.messages.stickers-error"

/// Apple's error codes, with their values.
public enum MSMessageErrorCode: Int, Sendable {
    case unknown = -1
    case fileNotFound = 1
    case fileUnreadable = 2
    case improperFileType = 3
    case improperFileURL = 4
    case stickerFileImproperFileAttributes = 5
    case stickerFileImproperFileSize = 6
    case stickerFileImproperFileFormat = 7
    case urlExceedsMaxSize = 8
    case sendWithoutRecentInteraction = 9
    case sendWhileNotVisible = 10
    case apiUnavailableInPresentationContext = 11
}
