import Foundation
import Messages
import UIKit

/// Tells `MessagesViewController` that the user wants to build a new sundae.
@MainActor
protocol IceCreamsViewControllerDelegate: AnyObject {
    func iceCreamsViewControllerDidSelectAdd(_ controller: IceCreamsViewController)
}

/// The compact screen: an "Add" button, then the sundaes built before as stickers, newest first.
final class IceCreamsViewController: UIViewController {
    // MARK: Properties

    static let storyboardIdentifier = "IceCreamsViewController"

    weak var delegate: (any IceCreamsViewControllerDelegate)?

    /// The history's sundaes, newest first.
    private(set) var iceCreams = [IceCream]()

    let stackView = UIStackView()
    private let addButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The previously completed ice creams, newest first.
        let history = IceCreamHistory.load()
        iceCreams = history.iceCreams.reversed()

        // The button the user taps to start building a new ice cream.
        addButton.setTitle("Add", for: .normal)
        addButton.accessibilityIdentifier = "addIceCream"
        addButton.addAction(UIAction { [weak self] action in self?.addIceCream(action) }, for: .touchUpInside)

        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.addArrangedSubview(addButton)
        for iceCream in iceCreams {
            let cell = IceCreamCell(frame: .zero)
            cell.configure(with: iceCream, sticker: IceCreamStickerCache.cache.sticker(for: iceCream))
            stackView.addArrangedSubview(cell)
        }
        view.addSubview(stackView)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            stackView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            addButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    // MARK: Actions

    func addIceCream(_ sender: AnyObject) {
        delegate?.iceCreamsViewControllerDidSelectAdd(self)
    }
}
