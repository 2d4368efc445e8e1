// A collection view written as Swift 5 code for iOS is written: a `UICollectionViewController`
// subclass with a flow layout, its delegate giving sizes, cells with list content configurations.
import Messages

class FlavourGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var flavours = ["Vanilla", "Chocolate", "Strawberry"]
    var picked: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 4
        super.init(collectionViewLayout: layout)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "flavour")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        flavours.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "flavour", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = flavours[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(flavours[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: (collectionView.bounds.width - 8) / 3, height: 44)
    }
}
