import Foundation
import Messages
import UIKit

/// The expanded screen for a finished sundae: its sticker and its description.
final class CompletedIceCreamViewController: UIViewController {
    // MARK: Properties

    static let storyboardIdentifier = "CompletedIceCreamViewController"

    var iceCream: IceCream?

    let stickerView = MSStickerView(frame: CGRect(origin: .zero, size: IceCreamStickerSize))
    let descriptionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        guard let iceCream else {
            print("CompletedIceCreamViewController: no ice cream to show")
            return
        }

        // Update the sticker view.
        stickerView.sticker = IceCreamStickerCache.cache.sticker(for: iceCream)

        descriptionLabel.text = iceCream.description
        descriptionLabel.textAlignment = .center
        descriptionLabel.numberOfLines = 0

        let content = UIStackView(arrangedSubviews: [stickerView, descriptionLabel])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 16
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)

        NSLayoutConstraint.activate([
            content.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            content.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stickerView.widthAnchor.constraint(equalToConstant: 300),
            stickerView.heightAnchor.constraint(equalToConstant: 300),
        ])
    }
}
