import Foundation

/// The changes of one batch update of a table or collection view. Deleted, reloaded and reconfigured
/// index paths and sections are those before the update; inserted ones those after; moves go from
/// before to after, as on iOS. A table's rows are its items.
struct BatchUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// The words of UIKit's messages for a kind of view.
    struct Vocabulary {
        /// "collection view", "table view".
        let view: String
        /// "item", "row".
        let element: String

        static let collectionView = Vocabulary(view: "collection view", element: "item")
        static let tableView = Vocabulary(view: "table view", element: "row")
    }

    /// The new index path of each element that keeps its cell (new → old): those neither deleted,
    /// reloaded nor in a reloaded section. Counts that do not add up stop the extension with UIKit's
    /// message, as its uncaught `NSInternalInconsistencyException` does on iOS.
    func keptElements(oldCounts: [Int], newCounts: [Int], _ words: Vocabulary) -> [IndexPath: IndexPath] {
        checkSections(old: oldCounts.count, new: newCounts.count)
        checkMoves(oldCounts: oldCounts, newCounts: newCounts, words)
        var kept: [IndexPath: IndexPath] = [:]
        for (oldSection, newSection) in sectionMap(old: oldCounts.count, new: newCounts.count, words)
        where !reloadedSections.contains(oldSection) {
            kept.merge(elementMap(from: oldSection, to: newSection, oldCounts: oldCounts, newCounts: newCounts, words)) { $1 }
        }
        for move in movedItems { kept[move.to] = move.from }
        return kept
    }

    /// Sections deleted, reloaded or moved from must exist before the update; inserted or moved to, after.
    private func checkSections(old: Int, new: Int) {
        for section in deletedSections.union(reloadedSections).union(IndexSet(movedSections.map(\.from))) where section >= old {
            UncaughtException.raise(reason: "attempt to delete, reload or move section \(section), but there are only "
                + "\(old) sections before the update")
        }
        for section in insertedSections.union(IndexSet(movedSections.map(\.to))) where section >= new {
            UncaughtException.raise(reason: "attempt to insert or move section \(section), but there are only \(new) "
                + "sections after the update")
        }
    }

    /// An element moved must exist before the update and its place after it, and each moves once.
    private func checkMoves(oldCounts: [Int], newCounts: [Int], _ words: Vocabulary) {
        var movedFrom = Set<IndexPath>()
        for move in movedItems {
            let (from, to) = (move.from, move.to)
            let element = words.element
            UncaughtException.require(from.section < oldCounts.count && from.item < oldCounts[from.section],
                                      reason: "attempt to move \(element) \(from.item) of section \(from.section), which does "
                                          + "not exist before the update")
            UncaughtException.require(to.section < newCounts.count && to.item < newCounts[to.section],
                                      reason: "attempt to move \(element) \(from.item) of section \(from.section) to \(element) "
                                          + "\(to.item) of section \(to.section), which does not exist after the update")
            UncaughtException.require(movedFrom.insert(from).inserted,
                                      reason: "attempt to move \(element) \(from.item) of section \(from.section) more than once")
        }
    }

    /// The new index paths of the reconfigured elements that keep their cells.
    func reconfigured(kept: [IndexPath: IndexPath]) -> Set<IndexPath> {
        let newPathOf = Dictionary(kept.map { ($1, $0) }) { first, _ in first }
        return Set(reconfiguredItems.compactMap { newPathOf[$0] })
    }

    /// Each old section's new index: moved ones where they were moved, the others (but deleted ones)
    /// in order in the places no inserted or moved section takes.
    private func sectionMap(old: Int, new: Int, _ words: Vocabulary) -> [Int: Int] {
        let inserted = insertedSections.count, deleted = deletedSections.count
        UncaughtException.require(new == old - deleted + inserted, reason: "Invalid update: invalid number of sections. The number of "
            + "sections contained in the \(words.view) after the update (\(new)) must be equal to the number of "
            + "sections contained in the \(words.view) before the update (\(old)), plus or minus the number of "
            + "sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        var map: [Int: Int] = [:]
        var taken = insertedSections
        for move in movedSections {
            map[move.from] = move.to
            taken.insert(move.to)
        }
        var free = (0..<new).filter { !taken.contains($0) }.makeIterator()
        for section in 0..<old where !deletedSections.contains(section) && map[section] == nil {
            map[section] = free.next()
        }
        return map
    }

    /// The new index path of each element of `oldSection` that stays in it (new index path → old),
    /// reloaded elements left out: they get new cells.
    private func elementMap(from oldSection: Int, to newSection: Int, oldCounts: [Int], newCounts: [Int],
                            _ words: Vocabulary) -> [IndexPath: IndexPath] {
        let oldCount = oldCounts[oldSection], newCount = newCounts[newSection]
        let deleted = Set(deletedItems.filter { $0.section == oldSection }.map(\.item))
        let inserted = Set(insertedItems.filter { $0.section == newSection }.map(\.item))
        let movedOut = Set(movedItems.filter { $0.from.section == oldSection }.map(\.from.item))
        let movedIn = Set(movedItems.filter { $0.to.section == newSection }.map(\.to.item))
        let reloaded = Set(reloadedItems.filter { $0.section == oldSection }.map(\.item))
        let element = words.element
        for item in deleted.union(reloaded) where item >= oldCount {
            UncaughtException.raise(reason: "attempt to delete or reload \(element) \(item) from section \(oldSection) which only "
                + "contains \(oldCount) \(element)s before the update")
        }
        for item in inserted where item >= newCount {
            UncaughtException.raise(reason: "attempt to insert \(element) \(item) into section \(newSection), but there are only "
                + "\(newCount) \(element)s in section \(newSection) after the update")
        }
        UncaughtException.require(newCount == oldCount - deleted.count - movedOut.count + inserted.count + movedIn.count,
                                  reason: "Invalid update: invalid number of \(element)s in section \(newSection). The number of \(element)s "
                        + "contained in an existing section after the update (\(newCount)) must be equal to the number "
                        + "of \(element)s contained in that section before the update (\(oldCount)), plus or minus the "
                        + "number of \(element)s inserted or deleted from that section (\(inserted.count) inserted, "
                        + "\(deleted.count) deleted) and plus or minus the number of \(element)s moved into or out of "
                        + "that section (\(movedIn.count) moved in, \(movedOut.count) moved out).")
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

/// A table or collection view: each change is recorded in the batch under way, or applied alone.
@MainActor
protocol BatchUpdatingView: AnyObject {
    var pendingUpdates: BatchUpdates? { get set }
    /// Checks the data source's new counts against the changes, then loads, keeping what stays.
    func applyUpdates(_ updates: BatchUpdates)
}

extension BatchUpdatingView {
    /// Records a change in the batch under way, or applies it alone.
    func update(_ change: (inout BatchUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var updates = BatchUpdates()
        change(&updates)
        applyUpdates(updates)
    }
}
