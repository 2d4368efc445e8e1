import Foundation

/// Updates: the counts after the change must match the counts before it plus the changes, as iOS
/// checks (a mismatch stops the extension, as UIKit's exception does); the cells of the items that
/// stay are kept, and the selection follows them.
extension UICollectionView: BatchUpdatingView {
    /// Before the first load there is nothing to update from: the data is simply loaded.
    func applyUpdates(_ updates: BatchUpdates) {
        guard !needsReload else {
            reloadData()
            return
        }
        let newCounts = countsFromDataSource()
        let kept = updates.keptElements(oldCounts: itemCounts, newCounts: newCounts, .collectionView)
        load(afterChangesKeeping: kept, reconfigured: updates.reconfigured(kept: kept), counts: newCounts)
    }

    /// Loads the data after a change, keeping the cells of `kept` (new index path → old); the
    /// selection follows the items kept and drops the others.
    func load(afterChangesKeeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath>, counts: [Int]? = nil) {
        let newPathOf = Dictionary(kept.map { ($1, $0) }) { first, _ in first }
        selectedIndexPaths = selectedIndexPaths.compactMap { newPathOf[$0] }
        load(keeping: kept, reconfigured: reconfigured, counts: counts)
    }
}

/// The public updates: each alone is applied at once; inside `performBatchUpdates` they are applied
/// together when the block returns.
extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { update { $0.insertedItems += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletedItems += indexPaths } }
    /// Reloaded items get new cells from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloadedItems += indexPaths } }
    /// Reconfigured items keep their cells: the data source's `dequeueReusableCell` hands back the
    /// item's current cell to configure again (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) { update { $0.reconfiguredItems += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((from: indexPath, to: newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((from: section, to: newSection)) }
    }

    /// Runs `updates` (which changes the data and calls the methods above), then applies the changes
    /// at once and calls `completion` with true: animations end at once here. A batch inside a batch
    /// joins it.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard pendingUpdates == nil else {
            updates?()
            completion?(true)
            return
        }
        pendingUpdates = BatchUpdates()
        updates?()
        let recorded = pendingUpdates ?? BatchUpdates()
        pendingUpdates = nil
        applyUpdates(recorded)
        completion?(true)
    }
}
