import Foundation
import UIKit

/// Shows a sticker; a scenario reaches it by its sticker's description (its accessibility label). A
/// tap puts the sticker in Messages' input field, as on iOS (peeling it onto a bubble is not done).
@preconcurrency @MainActor
open class MSStickerView: UIView {
    /// Its tap, kept: a recognizer holds its target weakly, as UIKit's does.
    private lazy var tapTarget = StickerTapTarget(view: self)
    open var sticker: MSSticker? {
        didSet {
            accessibilityLabel = sticker?.localizedDescription
            image = nil
        }
    }
    /// The sticker's picture, read from its file when first drawn.
    private var image: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addTap()
    }

    public init(frame: CGRect, sticker: MSSticker?) {
        super.init(frame: frame)
        self.sticker = sticker
        accessibilityLabel = sticker?.localizedDescription
        addTap()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addTap()
    }

    private func addTap() {
        addGestureRecognizer(UITapGestureRecognizer(target: tapTarget, action: StickerTapTarget.tapped))
    }

    /// Inserts the sticker in the conversation of the messages controller this view is shown by.
    func insertSticker() {
        guard let sticker else { return }
        let controller = sequence(first: self as UIResponder, next: \.next).lazy.compactMap { $0 as? MSMessagesAppViewController }.first
        controller?.activeConversation?.insert(sticker, completionHandler: nil)
    }

    /// Draws the sticker's image scaled to fit the view, as Messages shows it.
    open override func draw(_ rect: CGRect) {
        guard let sticker else { return }
        if image == nil { image = UIImage(contentsOfFile: sticker.imageFileURL.path) }
        guard let image, image.size.width > 0, image.size.height > 0 else { return }
        let scale = min(bounds.width / image.size.width, bounds.height / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        image.draw(in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                              width: size.width, height: size.height))
    }
}

