import Foundation

/// How large a sticker browser shows its stickers: 3, 4 or 5 a row on an iPhone's width.
public enum MSStickerSize: Int, Sendable {
    case small = 0
    case regular = 1
    case large = 2

    /// The side of one sticker cell, in points, on a 375-point-wide screen.
    var cellSide: CGFloat {
        switch self {
        case .small: 75
        case .regular: 93.75
        case .large: 125
        }
    }
}
