import Foundation
import Messages
import UIKit

/// Tells `MessagesViewController` that the user wants to build a new sundae.
@MainActor
protocol IceCreamsViewControllerDelegate: AnyObject {
    func iceCreamsViewControllerDidSelectAdd(_ controller: IceCreamsViewController)
}

/// The compact screen, as in Apple's sample: a collection view whose first item adds a sundae and
/// whose other items are the sundaes built before, as stickers, newest first.
final class IceCreamsViewController: UICollectionViewController {
    // MARK: Types

    /// An enumeration that represents an item in the collection view.
    enum CollectionViewItem {
        case iceCream(IceCream)
        case create
    }

    // MARK: Properties

    static let storyboardIdentifier = "IceCreamsViewController"

    weak var delegate: (any IceCreamsViewControllerDelegate)?

    /// The add item, then the history's sundaes, newest first.
    private let items: [CollectionViewItem]

    // MARK: Initialization

    /// With the flow layout Apple's storyboard gives the collection view.
    init() {
        items = IceCreamsViewController.loadItems()
        super.init(collectionViewLayout: IceCreamsViewController.makeLayout())
    }

    required init?(coder aDecoder: NSCoder) {
        items = IceCreamsViewController.loadItems()
        super.init(coder: aDecoder)
    }

    private static func loadItems() -> [CollectionViewItem] {
        let iceCreams = IceCreamHistory.load().iceCreams.map { CollectionViewItem.iceCream($0) }
        return [CollectionViewItem.create] + iceCreams.reversed()
    }

    private static func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 140)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(IceCreamCell.self, forCellWithReuseIdentifier: IceCreamCell.reuseIdentifier)
        collectionView.register(IceCreamAddCell.self, forCellWithReuseIdentifier: IceCreamAddCell.reuseIdentifier)
    }

    // MARK: UICollectionViewDataSource

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = items[indexPath.row]

        // The item's type determines which type of cell to return.
        switch item {
        case .iceCream(let iceCream):
            return dequeueIceCreamCell(for: iceCream, at: indexPath)
        case .create:
            return dequeueIceCreamAddCell(at: indexPath)
        }
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let item = items[indexPath.row]

        switch item {
        case .create:
            delegate?.iceCreamsViewControllerDidSelectAdd(self)
        default:
            break
        }
    }

    // MARK: Convenience

    private func dequeueIceCreamCell(for iceCream: IceCream, at indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: IceCreamCell.reuseIdentifier,
                                                            for: indexPath) as? IceCreamCell
        else { fatalError("Unable to dequeue an IceCreamCell") }

        cell.configure(with: iceCream, sticker: IceCreamStickerCache.cache.sticker(for: iceCream))
        return cell
    }

    private func dequeueIceCreamAddCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: IceCreamAddCell.reuseIdentifier,
                                                            for: indexPath) as? IceCreamAddCell
        else { fatalError("Unable to dequeue a IceCreamAddCell") }

        return cell
    }
}
