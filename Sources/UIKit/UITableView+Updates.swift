import Foundation

/// Updates, as a collection view's: the counts after the change must match the counts before it plus
/// the changes, as iOS checks (a mismatch stops the extension, as UIKit's exception does); the cells of
/// the rows that stay are kept (a field edited in one goes on being edited), and the selection follows
/// them. Each change alone is applied at once; inside `performBatchUpdates` or between `beginUpdates()`
/// and `endUpdates()` they are applied together at the end. Animations end at once here.
extension UITableView: BatchUpdatingView {
    /// Before the first load there is nothing to update from: the data is simply loaded.
    func applyUpdates(_ updates: BatchUpdates) {
        guard !isReloading else { return }
        guard !needsReload else {
            reloadData()
            return
        }
        let newCounts = countsFromDataSource()
        let kept = updates.keptElements(oldCounts: (0..<numberOfSections).map { numberOfRows(inSection: $0) },
                                        newCounts: newCounts, .tableView)
        load(keeping: kept, reconfigured: updates.reconfigured(kept: kept), counts: newCounts)
    }
}
