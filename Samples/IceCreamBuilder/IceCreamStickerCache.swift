import Foundation
import Messages
import UIKit

/// Makes the stickers of sundaes: each one's PNG is written once into the extension's temporary
/// directory (in its container, kept across launches) and read back as an `MSSticker`.
@MainActor
final class IceCreamStickerCache {
    static let cache = IceCreamStickerCache()

    private let cacheURL: URL

    private init() {
        cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("IceCreamStickers", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: cacheURL, withIntermediateDirectories: true)
        } catch {
            print("IceCreamStickerCache: cannot create \(cacheURL.path): \(error)")
        }
    }

    /// The sticker of `iceCream`, described by its description; nil (and the reason printed) if its
    /// image cannot be drawn, written or accepted as a sticker.
    func sticker(for iceCream: IceCream) -> MSSticker? {
        let parts = [iceCream.base?.rawValue, iceCream.scoops?.rawValue, iceCream.topping?.rawValue]
        let fileName = parts.map { $0 ?? "none" }.joined(separator: "-") + ".png"
        let url = cacheURL.appendingPathComponent(fileName)

        do {
            if !FileManager.default.fileExists(atPath: url.path) {
                guard let imageData = iceCream.renderSticker(opaque: false)?.pngData() else {
                    print("IceCreamStickerCache: unable to render the sticker of \(iceCream)")
                    return nil
                }
                try imageData.write(to: url, options: [.atomic])
            }
            return try MSSticker(contentsOfFileURL: url, localizedDescription: iceCream.description)
        } catch {
            print("IceCreamStickerCache: no sticker for \(iceCream): \(error)")
            return nil
        }
    }
}
