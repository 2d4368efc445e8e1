/// What a phone found in a bubble's image file: read by the phone that shows it.
public struct ImageFacts: Codable, Equatable, Sendable {
    /// `png`, `apng`, `gif`, `jpeg`; nil when the file is missing or not an image.
    public var format: String?
    public var width: Int
    public var height: Int
    public var byteCount: Int

    public init(format: String?, width: Int, height: Int, byteCount: Int) {
        self.format = format
        self.width = width
        self.height = height
        self.byteCount = byteCount
    }

    /// Whether it passes `MSSticker`'s rules: an image format, under 500 KB, 300 to 618 pixels a side.
    public var isValidSticker: Bool {
        format != nil && byteCount < 500 * 1024 && (300...618).contains(width) && (300...618).contains(height)
    }

    /// `sticker`, or what is wrong with it: `png 200×200, 1234 bytes`, `missing`.
    public var verdict: String {
        guard let format else { return "missing or not an image" }
        return isValidSticker ? "sticker" : "\(format) \(width)×\(height), \(byteCount) bytes"
    }
}
