import Foundation
import UIKit

/// Tells `MessagesViewController` which part the user picked for the sundae.
@MainActor
protocol BuildIceCreamViewControllerDelegate: AnyObject {
    func buildIceCreamViewController(_ controller: BuildIceCreamViewController, didSelect iceCreamPart: any IceCreamPart)
}

/// The expanded screen while a sundae is being built: the sundae so far, the stage's prompt, and a
/// button per part of the stage. The stages come in order: base, scoops, topping.
final class BuildIceCreamViewController: UIViewController {
    // MARK: Properties

    static let storyboardIdentifier = "BuildIceCreamViewController"

    weak var delegate: (any BuildIceCreamViewControllerDelegate)?

    var iceCream: IceCream?

    /// The parts the user can choose from at this stage.
    private(set) var iceCreamParts = [any IceCreamPart]()

    /// The stage's prompt.
    private(set) var prompt = ""

    let promptLabel = UILabel()
    let iceCreamView = UIImageView(frame: CGRect(origin: .zero, size: IceCreamStickerSize))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        guard let iceCream else {
            print("BuildIceCreamViewController: no ice cream to build")
            return
        }

        // Determine the ice cream parts to show: those of the first stage not chosen yet.
        if iceCream.base == nil {
            iceCreamParts = Base.allCases
            prompt = "Choose a base"
        } else if iceCream.scoops == nil {
            iceCreamParts = Scoops.allCases
            prompt = "Choose the scoops"
        } else if iceCream.topping == nil {
            iceCreamParts = Topping.allCases
            prompt = "Choose a topping"
        }

        promptLabel.text = prompt
        promptLabel.textAlignment = .center
        promptLabel.font = .boldSystemFont(ofSize: 20)

        // The ice cream so far.
        iceCreamView.image = iceCream.renderSticker(opaque: false)

        let buttons = UIStackView(arrangedSubviews: iceCreamParts.map(makeButton))
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 8

        let content = UIStackView(arrangedSubviews: [promptLabel, iceCreamView, buttons])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 16
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            content.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            iceCreamView.widthAnchor.constraint(equalToConstant: 200),
            iceCreamView.heightAnchor.constraint(equalToConstant: 200),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    /// A button titled with the part's name, identified by its raw value.
    private func makeButton(for iceCreamPart: any IceCreamPart) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(iceCreamPart.title, for: .normal)
        button.accessibilityIdentifier = iceCreamPart.rawValue
        button.addAction(UIAction { [weak self] _ in self?.select(iceCreamPart) }, for: .touchUpInside)
        return button
    }

    // MARK: Actions

    func select(_ iceCreamPart: any IceCreamPart) {
        delegate?.buildIceCreamViewController(self, didSelect: iceCreamPart)
    }
}
