import UIKit

/// Draws a postcard: the photo filling a 300 × 200 point card (cropped to fill), a white band at the
/// bottom with the caption, at 2x, so 600 × 400 pixels, within a sticker's 300 to 618.
enum PostcardRenderer {
    static let size = CGSize(width: 300, height: 200)

    static func card(photo: UIImage, caption: String) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        format.opaque = true
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            let scale = max(size.width / photo.size.width, size.height / photo.size.height)
            let drawn = CGSize(width: photo.size.width * scale, height: photo.size.height * scale)
            photo.draw(in: CGRect(x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2,
                                  width: drawn.width, height: drawn.height))
            UIColor.white.withAlphaComponent(0.85).setFill()
            context.fill(CGRect(x: 0, y: size.height - 36, width: size.width, height: 36))
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            (caption as NSString).draw(in: CGRect(x: 8, y: size.height - 28, width: size.width - 16, height: 22),
                                       withAttributes: [.font: UIFont.systemFont(ofSize: 16, weight: .semibold),
                                                        .foregroundColor: UIColor.darkGray, .paragraphStyle: style])
        }
    }
}
