import Foundation

/// Selection and highlighting. `selectItem` and `deselectItem` don't call the delegate, as on iOS; a
/// user's tap (`simulateTap(at:)`) does.
extension UICollectionView {
    /// The selected items, in the order they were selected; nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        loadIfNeeded()
        return selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// Selects an item (nil: deselects every item) without calling the delegate; without
    /// `allowsMultipleSelection` the former selection is cleared. Scrolls to it if asked.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard isItem(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        loadIfNeeded()
        guard let index = selectedIndexPaths.firstIndex(of: indexPath) else { return }
        selectedIndexPaths.remove(at: index)
        cellForItem(at: indexPath)?.isSelected = false
    }

    func isItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Simulation

    /// The user taps an item, as UIKit handles a touch: the cell is highlighted if the delegate allows
    /// it (`shouldHighlightItemAt`, `didHighlightItemAt`), then unhighlighted; a selected item in a
    /// multiple selection is deselected if `shouldDeselectItemAt` allows; otherwise, if
    /// `shouldSelectItemAt` allows, the former selection is deselected (`didDeselectItemAt`) and the
    /// item selected (`didSelectItemAt`). False if the item doesn't exist, selection isn't allowed,
    /// or the delegate refused.
    @discardableResult
    package func simulateTap(at indexPath: IndexPath) -> Bool {
        guard isItem(indexPath) else { return false }
        let delegate = delegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        guard allowsSelection else { return false }
        if allowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }
}
