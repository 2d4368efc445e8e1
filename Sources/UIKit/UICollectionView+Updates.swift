import Foundation

/// The changes of one batch update. Deleted, reloaded and reconfigured index paths and sections are
/// those before the update; inserted ones those after; moves go from before to after, as on iOS.
struct CollectionUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
}

/// Updates: the counts after the change must match the counts before it plus the changes, as iOS
/// checks (a mismatch stops the extension, as UIKit's exception does); the cells of the items that
/// stay are kept, and the selection follows them.
extension UICollectionView {
    /// Records a change in the batch under way, or applies it alone.
    func update(_ change: (inout CollectionUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var updates = CollectionUpdates()
        change(&updates)
        applyUpdates(updates)
    }

    /// Checks the data source's new counts against the changes, then loads, keeping what stays.
    /// Before the first load there is nothing to update from: the data is simply loaded.
    func applyUpdates(_ updates: CollectionUpdates) {
        guard !needsReload else {
            reloadData()
            return
        }
        let oldCounts = itemCounts
        let newCounts = countsFromDataSource()
        let sections = sectionMap(updates, old: oldCounts.count, new: newCounts.count)
        var kept: [IndexPath: IndexPath] = [:]
        for (oldSection, newSection) in sections where !updates.reloadedSections.contains(oldSection) {
            kept.merge(itemMap(updates, from: oldSection, to: newSection, oldCounts: oldCounts, newCounts: newCounts)) { $1 }
        }
        for move in updates.movedItems { kept[move.to] = move.from }
        let newPathOf = Dictionary(kept.map { ($1, $0) }) { first, _ in first }
        load(afterChangesKeeping: kept, reconfigured: Set(updates.reconfiguredItems.compactMap { newPathOf[$0] }),
             counts: newCounts)
    }

    /// Loads the data after a change, keeping the cells of `kept` (new index path → old); the
    /// selection follows the items kept and drops the others.
    func load(afterChangesKeeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath>, counts: [Int]? = nil) {
        let newPathOf = Dictionary(kept.map { ($1, $0) }) { first, _ in first }
        selectedIndexPaths = selectedIndexPaths.compactMap { newPathOf[$0] }
        load(keeping: kept, reconfigured: reconfigured, counts: counts)
    }

    /// Each old section's new index: moved ones where they were moved, the others (but deleted ones)
    /// in order in the places no inserted or moved section takes.
    private func sectionMap(_ updates: CollectionUpdates, old: Int, new: Int) -> [Int: Int] {
        let inserted = updates.insertedSections.count, deleted = updates.deletedSections.count
        precondition(new == old - deleted + inserted, "Invalid update: invalid number of sections. The number of "
            + "sections contained in the collection view after the update (\(new)) must be equal to the number of "
            + "sections contained in the collection view before the update (\(old)), plus or minus the number of "
            + "sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        var map: [Int: Int] = [:]
        var taken = updates.insertedSections
        for move in updates.movedSections {
            map[move.from] = move.to
            taken.insert(move.to)
        }
        var free = (0..<new).filter { !taken.contains($0) }.makeIterator()
        for section in 0..<old where !updates.deletedSections.contains(section) && map[section] == nil {
            map[section] = free.next()
        }
        return map
    }

    /// The new index path of each item of `oldSection` that stays in it (new index path → old),
    /// reloaded items left out: they get new cells.
    private func itemMap(_ updates: CollectionUpdates, from oldSection: Int, to newSection: Int,
                         oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
        let oldCount = oldCounts[oldSection], newCount = newCounts[newSection]
        let deleted = Set(updates.deletedItems.filter { $0.section == oldSection }.map(\.item))
        let inserted = Set(updates.insertedItems.filter { $0.section == newSection }.map(\.item))
        let movedOut = Set(updates.movedItems.filter { $0.from.section == oldSection }.map(\.from.item))
        let movedIn = Set(updates.movedItems.filter { $0.to.section == newSection }.map(\.to.item))
        let reloaded = Set(updates.reloadedItems.filter { $0.section == oldSection }.map(\.item))
        for item in deleted.union(reloaded) where item >= oldCount {
            preconditionFailure("attempt to delete or reload item \(item) from section \(oldSection) which only "
                + "contains \(oldCount) items before the update")
        }
        for item in inserted where item >= newCount {
            preconditionFailure("attempt to insert item \(item) into section \(newSection), but there are only "
                + "\(newCount) items in section \(newSection) after the update")
        }
        precondition(newCount == oldCount - deleted.count - movedOut.count + inserted.count + movedIn.count,
                     "Invalid update: invalid number of items in section \(newSection). The number of items "
                        + "contained in an existing section after the update (\(newCount)) must be equal to the number "
                        + "of items contained in that section before the update (\(oldCount)), plus or minus the "
                        + "number of items inserted or deleted from that section (\(inserted.count) inserted, "
                        + "\(deleted.count) deleted) and plus or minus the number of items moved into or out of that "
                        + "section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
        var free = (0..<newCount).filter { !inserted.contains($0) && !movedIn.contains($0) }.makeIterator()
        var map: [IndexPath: IndexPath] = [:]
        for item in 0..<oldCount where !deleted.contains(item) && !movedOut.contains(item) {
            guard let slot = free.next() else { break }
            if !reloaded.contains(item) {
                map[IndexPath(item: slot, section: newSection)] = IndexPath(item: item, section: oldSection)
            }
        }
        return map
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
        pendingUpdates = CollectionUpdates()
        updates?()
        let recorded = pendingUpdates ?? CollectionUpdates()
        pendingUpdates = nil
        applyUpdates(recorded)
        completion?(true)
    }
}
