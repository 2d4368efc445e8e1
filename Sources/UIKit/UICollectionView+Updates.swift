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
