import Foundation
import Messages
import UIKit

/// One sundae of the history: its sticker, which the user can drag into the transcript, and its
/// description under it.
final class IceCreamCell: UICollectionViewCell {
    static let reuseIdentifier = "IceCreamCell"

    var representedIceCream: IceCream?

    let stickerView = MSStickerView(frame: CGRect(origin: .zero, size: CGSize(width: 100, height: 100)))
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
        contentView.addSubview(content)

        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentView.topAnchor),
            stickerView.widthAnchor.constraint(equalToConstant: 100),
            stickerView.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        representedIceCream = nil
        stickerView.sticker = nil
        label.text = nil
    }

    /// Shows `iceCream` with its sticker (none if it could not be made).
    func configure(with iceCream: IceCream, sticker: MSSticker?) {
        representedIceCream = iceCream
        stickerView.sticker = sticker
        label.text = iceCream.description
    }
}

/// The first item of the history: tapping it starts a new sundae.
final class IceCreamAddCell: UICollectionViewCell {
    static let reuseIdentifier = "IceCreamAddCell"

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "addIceCream"
        label.text = "Add"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 40)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
