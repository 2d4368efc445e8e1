/// The still and animated image formats Messages accepts for stickers, told apart by their first bytes.
public enum ImageFormat: String, Sendable, Equatable, Hashable, CaseIterable {
    /// A PNG without animation.
    case png
    /// An animated PNG: a PNG with an `acTL` chunk before its first `IDAT`.
    case apng
    /// A GIF, 87a or 89a.
    case gif
    /// A JPEG (JFIF or Exif).
    case jpeg
}
