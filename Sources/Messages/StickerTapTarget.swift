import UIKit

/// The target of a sticker view's tap.
@MainActor
final class StickerTapTarget: SelectorActionTarget {
    static let tapped = Selector("tapped")
    private weak var view: MSStickerView?

    init(view: MSStickerView) {
        self.view = view
    }

    func performAction(_ action: Selector, sender: Any?) {
        view?.insertSticker()
    }
}
