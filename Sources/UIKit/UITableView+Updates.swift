import Foundation

/// Updates, as a collection view's: the counts after the change must match the counts before it plus
/// the changes, as iOS checks (a mismatch stops the extension, as UIKit's exception does); the cells of
/// the rows that stay are kept (a field edited in one goes on being edited), and the selection follows
/// them. Each change alone is applied at once; inside `performBatchUpdates` or between `beginUpdates()`
/// and `endUpdates()` they are applied together at the end. Animations end at once here.
extension UITableView: BatchUpdatingView {
    /// Before the first load there is nothing to update from: the data is simply loaded.
    func applyUpdates(_ updates: BatchUpdates) {
        guard !needsReload else {
            reloadData()
            return
        }
        let newCounts = countsFromDataSource()
        let kept = updates.keptElements(oldCounts: (0..<numberOfSections).map { numberOfRows(inSection: $0) },
                                        newCounts: newCounts, .tableView)
        load(keeping: kept, reconfigured: updates.reconfigured(kept: kept), counts: newCounts)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems += indexPaths }
    }

    /// Reloaded rows get new cells from the data source.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems += indexPaths }
    }

    /// Reconfigured rows keep their cells: `dequeueReusableCell(withIdentifier:for:)` hands back the
    /// row's current cell to configure again (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reconfiguredItems += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((from: indexPath, to: newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((from: section, to: newSection)) }
    }

    /// Starts a batch that `endUpdates()` applies; batches nest.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = BatchUpdates() }
        updateDepth += 1
    }

    /// Applies the batch begun by the matching `beginUpdates()`. With no change in it, the rows are
    /// measured and placed again (the way apps resize a self-sizing cell while it is edited).
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let recorded = pendingUpdates ?? BatchUpdates()
        pendingUpdates = nil
        applyUpdates(recorded)
    }

    /// Runs `updates` (which changes the data and calls the methods above), then applies the changes
    /// at once and calls `completion` with true. A batch inside a batch joins it.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }
}
