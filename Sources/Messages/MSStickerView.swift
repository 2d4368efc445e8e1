import Foundation
import UIKit

/// Shows a sticker; a scenario reaches it by its sticker's description (its accessibility label).
@preconcurrency @MainActor
open class MSStickerView: UIView {
    open var sticker: MSSticker? {
        didSet { accessibilityLabel = sticker?.localizedDescription }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(frame: CGRect, sticker: MSSticker?) {
        super.init(frame: frame)
        self.sticker = sticker
        accessibilityLabel = sticker?.localizedDescription
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
