import Foundation

/// Supplies a collection view's items and supplementary views. The first two methods are required;
/// the others have defaults, as Objective-C's optional methods have on iOS. Main actor only.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// A header, footer or other supplementary view the layout places, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. By default none is shown.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// False by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
    /// Nil by default.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                        at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        UnprovidedSupplementaryView()
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
