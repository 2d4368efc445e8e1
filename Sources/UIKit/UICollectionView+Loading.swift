import Foundation

/// Loading: counts from the data source, attributes from the layout, views from the reuse queues.
extension UICollectionView {
    func register(_ viewClass: AnyClass?, as baseClass: UICollectionReusableView.Type, for key: ReuseKey) {
        guard let viewClass else {
            registrations[key] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type, viewType == baseClass || viewType.isSubclass(of: baseClass)
        else { preconditionFailure("\(viewClass) is not a \(baseClass) subclass") }
        registrations[key] = viewType
        nibRegistrations[key] = nil
    }

    /// Views for `key` made by `make` (a nib, a storyboard's prototype cell).
    func registerNib(for key: ReuseKey, make: @escaping @MainActor () -> UICollectionReusableView?) {
        nibRegistrations[key] = make
        registrations[key] = nil
    }

    /// A view from the queue of `key` (prepared for reuse) or a new one of its registered class,
    /// placed at the layout's attributes for `element`; nil if the queue is empty and nothing is
    /// registered.
    func dequeue(_ key: ReuseKey, for element: Element) -> UICollectionReusableView? {
        let view: UICollectionReusableView
        if var pool = reusePool[key], !pool.isEmpty {
            view = pool.removeLast()
            reusePool[key] = pool
            view.prepareForReuse()
        } else if let make = nibRegistrations[key], let made = make() {
            view = made
        } else if let type = registrations[key] {
            view = type.init(registeredWithReuseIdentifier: key.identifier)
        } else {
            return nil
        }
        if let attributes = attributesByElement[element] { place(view, at: attributes) }
        return view
    }

    func loadIfNeeded() {
        if needsReload && !isReloading { reloadData() }
    }

    /// Loads the counts, lays the elements out and shows a view for each. The cells of `kept` (new
    /// index path → old) stay; those of `reconfigured` new index paths are handed back to the data
    /// source's `dequeueReusableCell`; every other item and supplementary view is asked for.
    /// `counts`: the item counts if they were just read from the data source.
    func load(keeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath> = [], counts: [Int]? = nil) {
        isReloading = true
        defer { isReloading = false }
        needsReload = false
        var oldViews = loadedViews
        loadedViews = [:]
        var keptCells: [IndexPath: UICollectionViewCell] = [:]
        for (new, old) in kept {
            if let cell = oldViews.removeValue(forKey: .item(old)) as? UICollectionViewCell { keptCells[new] = cell }
        }
        for (element, view) in oldViews { retire(view, as: element) }
        itemCounts = counts ?? countsFromDataSource()
        layOut()

        var newlyShown: [Element] = []
        for element in displayOrder {
            var reconfiguredCell: UICollectionViewCell?
            if element.kind == nil, let cell = keptCells.removeValue(forKey: element.indexPath) {
                place(cell, at: attributesByElement[element])
                guard reconfigured.contains(element.indexPath) else {
                    loadedViews[element] = cell
                    continue
                }
                reconfiguredCell = cell
                cellsBeingReconfigured[element.indexPath] = cell
            }
            let view = view(for: element)
            if let reconfiguredCell {
                cellsBeingReconfigured[element.indexPath] = nil
                if reconfiguredCell !== view { retire(reconfiguredCell, as: element) }
            }
            guard let view else { continue }
            loadedViews[element] = view
            if view !== reconfiguredCell { newlyShown.append(element) }
        }
        for (indexPath, cell) in keptCells { retire(cell, as: .item(indexPath)) }
        displayOrder.removeAll { loadedViews[$0] == nil }
        sizeCellsThemselves()
        arrangeSubviews()
        for case let (element, cell as UICollectionViewCell) in loadedViews {
            let selected = selectedIndexPaths.contains(element.indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
        }
        for element in newlyShown {
            guard let view = loadedViews[element] else { continue }
            if let cell = view as? UICollectionViewCell {
                cell.setNeedsUpdateConfiguration()
                delegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
            } else if let kind = element.kind {
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
            }
        }
    }

    /// Each section's item count, from the data source.
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map {
            max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
        }
    }

    /// The data source's view for `element`; nil for a supplementary view it doesn't provide.
    private func view(for element: Element) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        guard let kind = element.kind else {
            let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
            UncaughtException.require(cell.reuseIdentifier != nil, reason: "the cell returned from -collectionView:cellForItemAtIndexPath: "
                + "does not have a reuseIdentifier - cells must be retrieved by calling "
                + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
            return cell
        }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        if view is UnprovidedSupplementaryView { return nil }
        UncaughtException.require(view.reuseIdentifier != nil, reason: "the view returned from "
            + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not have a reuseIdentifier - views "
            + "must be retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
        return view
    }

    /// Asks the layout for every element's attributes and the content size.
    func layOut() {
        layoutIsStale = false
        laidOutSize = bounds.size
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        let attributes = collectionViewLayout.attributesOfEveryElement(itemCounts: itemCounts)
        attributesByElement = Dictionary(attributes.map { ($0.element, $0) }) { first, _ in first }
        var seen = Set<Element>()
        displayOrder = attributes.map(\.element).filter { seen.insert($0).inserted }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Lays the loaded elements out again without asking the data source (after the layout was
    /// invalidated).
    func placeElements() {
        let shown = Set(loadedViews.keys)
        layOut()
        displayOrder.removeAll { !shown.contains($0) }
        for (element, view) in loadedViews { place(view, at: attributesByElement[element]) }
        sizeCellsThemselves()
        arrangeSubviews()
    }

    /// A self-sizing layout (a flow layout with an estimated size, a compositional one with an
    /// estimated side) lays its items out again at the sizes their loaded cells prefer.
    private func sizeCellsThemselves() {
        guard let flow = collectionViewLayout as? any SelfSizingCollectionLayout, flow.isSelfSizing else { return }
        var preferred: [IndexPath: CGSize] = [:]
        for case let (element, cell as UICollectionViewCell) in loadedViews {
            guard let attributes = attributesByElement[element] else { continue }
            preferred[element.indexPath] = cell.preferredLayoutAttributesFitting(attributes).size
        }
        guard preferred != flow.preferredItemSizes else { return }
        flow.preferredItemSizes = preferred
        layOut()
        displayOrder.removeAll { loadedViews[$0] == nil }
        for (element, view) in loadedViews { place(view, at: attributesByElement[element]) }
    }

    private func place(_ view: UICollectionReusableView, at attributes: UICollectionViewLayoutAttributes?) {
        guard let attributes else { return }
        view.frame = attributes.frame
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.apply(attributes)
    }

    /// The background first, then each element's view in display order.
    private func arrangeSubviews() {
        var index = backgroundView == nil ? 0 : 1
        for element in displayOrder {
            guard let view = loadedViews[element] else { continue }
            insertSubview(view, at: index)
            index += 1
        }
    }

    /// Takes a view off screen: it leaves the view tree, the delegate hears of it, and it waits in
    /// its reuse queue.
    func retire(_ view: UICollectionReusableView, as element: Element) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell {
            cell.isHighlighted = false
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
        } else if let kind = element.kind {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
                                     at: element.indexPath)
        }
        guard let identifier = view.reuseIdentifier else { return }
        reusePool[ReuseKey(kind: element.kind, identifier: identifier), default: []].append(view)
    }
}

/// What `collectionView(_:viewForSupplementaryElementOfKind:at:)` returns when the data source
/// doesn't implement it: the collection view then shows nothing there.
final class UnprovidedSupplementaryView: UICollectionReusableView {}
