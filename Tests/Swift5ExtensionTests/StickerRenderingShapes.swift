import UIKit

/// Compiles, in Swift 5 mode, the shapes of drawing code Apple's IceCreamBuilder sample has in
/// IceCream+Image.swift (a multi-statement `UIGraphicsImageRenderer.image` closure that declares a
/// colour before assigning it in both branches, fills through the context, draws an image into a
/// rectangle it mutates; a private nested type of an extension): issue 19 reported a compiler crash
/// on it against imsim's declarations.
struct StickerRenderingShapes {
    var layers: [UIImage?] = []
}

extension StickerRenderingShapes {
    private struct StickerProperties {
        static let size = CGSize(width: 300.0, height: 300.0)
        static let padding = CGSize(width: 60.0, height: 10.0)
    }

    func renderSticker(opaque: Bool) -> UIImage? {
        guard let stacked = renderLayers() else { return nil }
        let outputSize: CGSize
        let drawnSize: CGSize
        if opaque {
            let scale = min((StickerProperties.size.width - StickerProperties.padding.width) / stacked.size.height,
                            (StickerProperties.size.height - StickerProperties.padding.height) / stacked.size.width)
            drawnSize = CGSize(width: stacked.size.width * scale, height: stacked.size.height * scale)
            outputSize = StickerProperties.size
        } else {
            let scale = StickerProperties.size.width / stacked.size.height
            drawnSize = CGSize(width: stacked.size.width * scale, height: stacked.size.height * scale)
            outputSize = drawnSize
        }
        let renderer = UIGraphicsImageRenderer(size: outputSize)
        let image = renderer.image { context in
            let backgroundColor: UIColor
            if opaque {
                backgroundColor = UIColor(red: 250.0 / 255.0, green: 225.0 / 255.0, blue: 235.0 / 255.0, alpha: 1.0)
            } else {
                backgroundColor = UIColor.clear
            }
            backgroundColor.setFill()
            context.fill(CGRect(origin: CGPoint.zero, size: StickerProperties.size))
            var drawRect = CGRect.zero
            drawRect.size = drawnSize
            drawRect.origin.x = (outputSize.width / 2.0) - (drawnSize.width / 2.0)
            drawRect.origin.y = (outputSize.height / 2.0) - (drawnSize.height / 2.0)
            stacked.draw(in: drawRect)
        }
        return image
    }

    private func renderLayers() -> UIImage? {
        let images = layers.compactMap { $0 }
        guard !images.isEmpty else { return nil }
        var size = CGSize.zero
        size.width = images.reduce(0) { widest, image in max(widest, image.size.width) }
        size.height = images.reduce(0) { total, image in total + image.size.height }
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { _ in
            var nextY = CGFloat(0.0)
            for layer in images {
                layer.draw(at: CGPoint(x: size.width / 2.0 - layer.size.width / 2.0, y: nextY))
                nextY += layer.size.height
            }
        }
    }
}
