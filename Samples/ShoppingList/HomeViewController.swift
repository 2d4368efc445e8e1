import Foundation
import UIKit

/// Tells `MessagesViewController` that the user wants a new list.
@MainActor
protocol HomeViewControllerDelegate: AnyObject {
    func homeViewControllerControllerDidSelectAdd()
}

/// The compact screen: one button to start a new party list.
final class HomeViewController: UIViewController {
    static let storyboardIdentifier = "HomeViewController"

    weak var delegate: (any HomeViewControllerDelegate)?

    private let newPartyButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        newPartyButton.setTitle("New party", for: .normal)
        newPartyButton.accessibilityIdentifier = "newParty"
        newPartyButton.translatesAutoresizingMaskIntoConstraints = false
        newPartyButton.addAction(UIAction { [weak self] action in
            self?.createNewParty(action)
        }, for: .touchUpInside)
        view.addSubview(newPartyButton)

        NSLayoutConstraint.activate([
            newPartyButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            newPartyButton.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func createNewParty(_ sender: AnyObject) {
        delegate?.homeViewControllerControllerDidSelectAdd()
    }
}
