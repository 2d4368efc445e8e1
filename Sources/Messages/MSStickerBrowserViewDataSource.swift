import Foundation
import UIKit

/// Supplies a sticker browser's stickers. Main actor only.
@preconcurrency @MainActor
public protocol MSStickerBrowserViewDataSource: NSObjectProtocol {
    func numberOfStickers(in stickerBrowserView: MSStickerBrowserView) -> Int
    func stickerBrowserView(_ stickerBrowserView: MSStickerBrowserView, stickerAt index: Int) -> MSSticker
}
