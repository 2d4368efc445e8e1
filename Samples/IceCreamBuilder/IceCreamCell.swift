import Foundation
import Messages
import UIKit

/// One sundae of the history: its sticker, which the user can drag into the transcript, and its
/// description under it.
final class IceCreamCell: UIView {
    var representedIceCream: IceCream?

    let stickerView = MSStickerView(frame: CGRect(origin: .zero, size: IceCreamStickerSize))
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)

        label.textAlignment = .center
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 13)

        let content = UIStackView(arrangedSubviews: [stickerView, label])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 4
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)

        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.trailingAnchor.constraint(equalTo: trailingAnchor),
            content.topAnchor.constraint(equalTo: topAnchor),
            content.bottomAnchor.constraint(equalTo: bottomAnchor),
            stickerView.widthAnchor.constraint(equalToConstant: 100),
            stickerView.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows `iceCream` with its sticker (none if it could not be made).
    func configure(with iceCream: IceCream, sticker: MSSticker?) {
        representedIceCream = iceCream
        stickerView.sticker = sticker
        label.text = iceCream.description
    }
}
