import UIKit

/// Images the probe sends are drawn at 2x whatever the screen's scale: MSSticker takes 300 to 618
/// pixels a side, which a 300-point image at 3x (900 pixels) would not be.
nonisolated var stickerFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return format
}
