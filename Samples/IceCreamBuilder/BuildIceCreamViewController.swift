import Foundation
import UIKit

/// Tells `MessagesViewController` which part the user picked for the sundae.
@MainActor
protocol BuildIceCreamViewControllerDelegate: AnyObject {
    func buildIceCreamViewController(_ controller: BuildIceCreamViewController, didSelect iceCreamPart: any IceCreamPart)
}

/// The expanded screen while a sundae is being built, as in Apple's sample: the sundae so far, the
/// stage's prompt, and a collection view with an item per part of the stage. The stages come in
/// order: base, scoops, topping.
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
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        guard let iceCream else {
            print("BuildIceCreamViewController: no ice cream to build")
            return
        }

        // Determine the ice cream parts to show in the collection view.
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

        // One item per part, in a single row.
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 120)
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 8
        }
        collectionView.backgroundColor = .systemBackground
        collectionView.register(IceCreamPartCell.self, forCellWithReuseIdentifier: IceCreamPartCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self

        let content = UIStackView(arrangedSubviews: [promptLabel, iceCreamView, collectionView])
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
            collectionView.widthAnchor.constraint(equalTo: content.widthAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}

/// Extends `BuildIceCreamViewController` to conform to the `UICollectionViewDataSource` protocol.
extension BuildIceCreamViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        iceCreamParts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: IceCreamPartCell.reuseIdentifier,
                                                            for: indexPath) as? IceCreamPartCell
        else { fatalError("Unable to dequeue a IceCreamPartCell") }

        cell.configure(with: iceCreamParts[indexPath.row])
        return cell
    }
}

/// Extends `BuildIceCreamViewController` to conform to the `UICollectionViewDelegate` protocol.
extension BuildIceCreamViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let iceCreamPart = iceCreamParts[indexPath.row]

        // Pass the selected ice cream part to the delegate.
        delegate?.buildIceCreamViewController(self, didSelect: iceCreamPart)
    }
}

/// One part to choose: its name, identified by its raw value.
final class IceCreamPartCell: UICollectionViewCell {
    static let reuseIdentifier = "IceCreamPartCell"

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
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

    /// Shows the part's name.
    func configure(with iceCreamPart: any IceCreamPart) {
        label.text = iceCreamPart.title
        accessibilityIdentifier = iceCreamPart.rawValue
    }
}
