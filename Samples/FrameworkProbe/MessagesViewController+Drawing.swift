import Foundation
import Messages
import UIKit

/// A bubble whose image is drawn with text over a gradient, rendered on a background queue as
/// IceCreamBuilder renders its stickers, then inserted from the main queue.
extension MessagesViewController {
    private static let drawingQueue = OperationQueue()

    func insertCard() {
        Self.drawingQueue.addOperation {
            let (data, textSize) = Self.drawCard(title: "Mussels at eight")
            DispatchQueue.main.async { [weak self] in
                self?.insertCard(imageData: data, textSize: textSize)
            }
        }
    }

    private func insertCard(imageData: Data, textSize: CGSize) {
        guard let conversation = activeConversation else { return }
        let message = Self.makeMessage(caption: "Card", url: URL(string: "https://example.com/probe?card=1")!)
        (message.layout as? MSMessageTemplateLayout)?.image = UIImage(data: imageData, scale: 2)
        conversation.insert(message) { [weak self] error in
            let size = "\(Int(textSize.width.rounded()))×\(Int(textSize.height.rounded()))"
            self?.contentLabel.text = error.map { "card: " + Self.describe($0) } ?? "card drawn, title \(size) points"
        }
    }

    /// A 300 × 200 point card (600 × 400 pixels) and the size of its title's text.
    nonisolated static func drawCard(title: String) -> (Data, CGSize) {
        let size = CGSize(width: 300, height: 200)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: UIColor.black]
        let textSize = title.size(withAttributes: attributes)
        let data = UIGraphicsImageRenderer(size: size, format: stickerFormat).pngData { context in
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor] as CFArray,
                                      locations: [0, 1])!
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            title.draw(at: CGPoint(x: (size.width - textSize.width) / 2, y: 30), withAttributes: attributes)
        }
        return (data, textSize)
    }
}
