// Stickers drawn as Apple's IceCreamBuilder draws them: on a background OperationQueue with
// UIGraphicsImageRenderer, text and CoreGraphics, the result handed back to a completion handler.
// Swift 5 language mode, as such code builds in Xcode.
import Messages

class BadgeStickerCache {
    static let cache = BadgeStickerCache()

    private let queue = OperationQueue()
    private let cacheURL: URL

    private init() {
        cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("BadgeStickers-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: cacheURL, withIntermediateDirectories: true)
    }

    func sticker(for title: String, completion: @escaping (MSSticker?) -> Void) {
        let url = cacheURL.appendingPathComponent("\(title).png")
        queue.addOperation {
            let image = BadgeStickerCache.render(title)
            guard let data = image.pngData() else { return completion(nil) }
            try? data.write(to: url, options: [.atomic])
            completion(try? MSSticker(contentsOfFileURL: url, localizedDescription: title))
        }
    }

    static func render(_ title: String) -> UIImage {
        let size = CGSize(width: 200, height: 200)
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            let cg = context.cgContext
            let colors = [UIColor.systemPink.cgColor, UIColor.orange.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            cg.saveGState()
            cg.addEllipse(in: CGRect(origin: .zero, size: size))
            cg.clip()
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            cg.restoreGState()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.white, .paragraphStyle: style,
            ]
            let textSize = (title as NSString).boundingRect(with: size, options: .usesLineFragmentOrigin,
                                                            attributes: attributes, context: nil).size
            title.draw(in: CGRect(x: 0, y: (size.height - textSize.height) / 2, width: size.width, height: textSize.height),
                       withAttributes: attributes)
        }
    }
}
