import Messages
import UIKit

/// Draws a dish's sticker (a gradient card with the dish's name) on a background queue, as Apple's
/// IceCreamBuilder draws its stickers, and hands it to a completion handler on that queue.
final class PotluckStickerRenderer {
    static let shared = PotluckStickerRenderer()
    static let size = CGSize(width: 200, height: 200)

    private let queue = DispatchQueue(label: "com.example.Potluck.stickers", qos: .userInitiated)
    private let directory: URL

    init(directory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("PotluckStickers")) {
        self.directory = directory
    }

    /// Calls `completion` on the renderer's queue with the sticker, or nil if it could not be written.
    func sticker(for dish: String, completion: @escaping (MSSticker?) -> Void) {
        queue.async {
            let image = PotluckStickerRenderer.image(for: dish)
            let url = self.directory.appendingPathComponent("\(dish).png")
            do {
                try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
                guard let data = image.pngData() else { return completion(nil) }
                try data.write(to: url, options: .atomic)
                completion(try MSSticker(contentsOfFileURL: url, localizedDescription: dish))
            } catch {
                completion(nil)
            }
        }
    }

    static func image(for dish: String) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.image { context in
            let bounds = CGRect(origin: .zero, size: size)
            let cg = context.cgContext
            let colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            cg.saveGState()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 8, dy: 8), cornerRadius: 32).addClip()
            cg.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: size.height), options: [])
            cg.restoreGState()

            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let title: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: UIColor.white, .paragraphStyle: paragraph,
            ]
            let subtitle: [NSAttributedString.Key: Any] = [
                .font: UIFont.preferredFont(forTextStyle: .caption1), .foregroundColor: UIColor.white, .paragraphStyle: paragraph,
            ]
            let titleHeight = (dish as NSString).size(withAttributes: title).height
            dish.draw(in: CGRect(x: 0, y: (size.height - titleHeight) / 2, width: size.width, height: titleHeight), withAttributes: title)
            "POTLUCK".draw(in: CGRect(x: 0, y: size.height - 44, width: size.width, height: 20), withAttributes: subtitle)
        }
    }
}
