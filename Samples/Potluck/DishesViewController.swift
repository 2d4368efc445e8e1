import UIKit

/// The dishes as a list-like grid: a flow layout, a diffable data source, cells registered with a cell
/// registration and configured with list content configurations, rounded corners on their layers.
class DishesViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let potluck: Potluck
    var onPick: ((String) -> Void)?
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    private lazy var cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [potluck] cell, _, dish in
        var content = cell.defaultContentConfiguration()
        content.text = dish
        content.secondaryText = potluck.isTaken(dish) ? "Taken" : "Open"
        content.image = UIImage(systemName: potluck.isTaken(dish) ? "checkmark.circle.fill" : "fork.knife")
        cell.contentConfiguration = content
        cell.layer.cornerRadius = 12
        cell.layer.masksToBounds = true
        cell.backgroundColor = potluck.isTaken(dish) ? .systemGray5 : .secondarySystemBackground
    }

    init(potluck: Potluck) {
        self.potluck = potluck
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        super.init(collectionViewLayout: layout)
        title = "Potluck"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        let registration = cellRegistration
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, dish in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: dish)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Potluck.dishes)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let dish = dataSource.itemIdentifier(for: indexPath) else { return false }
        return !potluck.isTaken(dish)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        if let dish = dataSource.itemIdentifier(for: indexPath) {
            onPick?(dish)
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: max(collectionView.bounds.width - 32, 100), height: 56)
    }
}
