import Foundation

/// Items from a data source, placed by a layout, in a scroll view. With nothing clipped, every item
/// is visible: the collection view makes a cell for each item (and a view for each header or footer
/// its layout places) when it loads its data, on `reloadData()` or on the first read of its cells,
/// counts or subviews, and keeps them as its subviews in the layout's order. Updates
/// (`insertItems(at:)`, `performBatchUpdates(_:completion:)`, ...) keep the cells of the items that
/// stay, as iOS does, and ask the data source only for new or reloaded items. Main actor only.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item; one vertical and one horizontal at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section's header in flow and list layouts.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer in flow and list layouts.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// One element: a cell (no kind) or a supplementary view of a kind, at an index path.
    struct Element: Hashable {
        var kind: String?
        var indexPath: IndexPath

        static func item(_ indexPath: IndexPath) -> Element { Element(kind: nil, indexPath: indexPath) }
    }

    /// A reuse queue's key: the element kind (none for cells) and the reuse identifier.
    struct ReuseKey: Hashable {
        var kind: String?
        var identifier: String
    }

    var registrations: [ReuseKey: UICollectionReusableView.Type] = [:]
    /// Cells and supplementary views made from a nib or a storyboard's prototype.
    var nibRegistrations: [ReuseKey: @MainActor () -> UICollectionReusableView?] = [:]
    var reusePool: [ReuseKey: [UICollectionReusableView]] = [:]
    /// Item counts per section, as the data source gave them at the last load or update.
    var itemCounts: [Int] = []
    var loadedViews: [Element: UICollectionReusableView] = [:]
    var displayOrder: [Element] = []
    var attributesByElement: [Element: UICollectionViewLayoutAttributes] = [:]
    var needsReload = true
    var isReloading = false
    var layoutIsStale = false
    /// The bounds' size when the layout was last asked; another size lays the elements out again.
    var laidOutSize: CGSize?
    var selectedIndexPaths: [IndexPath] = []
    /// The updates recorded inside `performBatchUpdates(_:completion:)`.
    var pendingUpdates: BatchUpdates?
    /// Cells being reconfigured: `dequeueReusableCell` hands each back for its index path.
    var cellsBeingReconfigured: [IndexPath: UICollectionViewCell] = [:]

    /// Setting it makes the collection view load its data again at the next read.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { needsReload = true }
    }

    /// Held weakly; it is also the scroll view's delegate, and a flow layout's when it adopts
    /// `UICollectionViewDelegateFlowLayout`.
    open var delegate: (any UICollectionViewDelegate)? {
        get { delegateObject as? any UICollectionViewDelegate }
        set {
            delegateObject = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Behind every element.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    open var selectionFollowsFocus = false
    open var isPrefetchingEnabled = true
    open var dragInteractionEnabled = false
    open var remembersLastFocusedIndexPath = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// As a storyboard makes one: nothing is decoded, so with a flow layout, the storyboard's default.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        if let (node, loading) = coder.nibElement { decodeCollectionView(node, loading: loading) }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registration and reuse

    /// Registers the `UICollectionViewCell` subclass `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes for `identifier`, with `init(frame:)`; nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, as: UICollectionViewCell.self, for: ReuseKey(kind: nil, identifier: identifier))
    }

    /// Registers the `UICollectionReusableView` subclass made for headers, footers or other views
    /// of `elementKind`; nil removes the registration.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        register(viewClass, as: UICollectionReusableView.self, for: ReuseKey(kind: elementKind, identifier: identifier))
    }

    /// A cell from the reuse queue (after its `prepareForReuse()`), or a new one of the registered
    /// class, with its frame from the layout. The class must be registered, as on iOS.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = cellsBeingReconfigured[indexPath], cell.reuseIdentifier == identifier {
            cellsBeingReconfigured[indexPath] = nil
            return cell
        }
        guard let cell = dequeue(ReuseKey(kind: nil, identifier: identifier), for: .item(indexPath)) as? UICollectionViewCell else {
            UncaughtException.raise(reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
                + "\(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A header, footer or other supplementary view, as `dequeueReusableCell` makes cells.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let element = Element(kind: elementKind, indexPath: indexPath)
        guard let view = dequeue(ReuseKey(kind: elementKind, identifier: identifier), for: element) else {
            UncaughtException.raise(reason: "could not dequeue a view of kind: \(elementKind) with identifier "
                + "\(identifier) - must register a nib or a class for the identifier")
        }
        return view
    }

    // MARK: Data

    /// Loads the data again: asks the data source for every item and supplementary view. Clears
    /// the selection.
    open func reloadData() {
        guard !isReloading else { return }
        selectedIndexPaths = []
        load(keeping: [:])
    }

    /// The subviews (background, then each element in the layout's order); loads the data first.
    open override var subviews: [UIView] {
        loadIfNeeded()
        return super.subviews
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        if laidOutSize != bounds.size { layoutIsStale = true }
        if layoutIsStale && !isReloading { placeElements() }
    }

    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The item count the data source gave at the last load; 0 for a section that doesn't exist.
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Every item's cell, in the layout's order.
    open var visibleCells: [UICollectionViewCell] {
        loadIfNeeded()
        return displayOrder.compactMap { $0.kind == nil ? loadedViews[$0] as? UICollectionViewCell : nil }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return displayOrder.filter { $0.kind == nil && loadedViews[$0] != nil }.map(\.indexPath)
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        return loadedViews[.item(indexPath)] as? UICollectionViewCell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        loadIfNeeded()
        return loadedViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// The item whose frame contains `point` (in content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        return displayOrder.first { $0.kind == nil && (loadedViews[$0]?.frame.contains(point) ?? false) }?.indexPath
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        loadIfNeeded()
        return loadedViews[Element(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        loadIfNeeded()
        return displayOrder.filter { $0.kind == elementKind }.compactMap { loadedViews[$0] }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews(ofKind: elementKind).compactMap { view in
            loadedViews.first { $0.value === view }?.key.indexPath
        }
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        return attributesByElement[.item(indexPath)]
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadIfNeeded()
        return attributesByElement[Element(kind: kind, indexPath: indexPath)]
    }

    /// Scrolls the item's frame to the position asked (`[]`: as little as needed to show it).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        func alignment(_ start: ScrollPosition, _ center: ScrollPosition, _ end: ScrollPosition) -> ScrollAlignment? {
            scrollPosition.contains(start) ? .start : scrollPosition.contains(center) ? .center
                : scrollPosition.contains(end) ? .end : nil
        }
        scroll(toShow: frame, horizontally: alignment(.left, .centeredHorizontally, .right),
               vertically: alignment(.top, .centeredVertically, .bottom), animated: animated)
    }

    // MARK: Updates (each alone is applied at once; inside `performBatchUpdates` together when the
    // block returns; UICollectionView+Updates.swift applies them)

    open func insertItems(at indexPaths: [IndexPath]) { update { $0.insertedItems += indexPaths } }
    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletedItems += indexPaths } }
    /// Reloaded items get new cells from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloadedItems += indexPaths } }
    /// Reconfigured items keep their cells: the data source's `dequeueReusableCell` hands back the
    /// item's current cell to configure again (iOS 15).
    open func reconfigureItems(at indexPaths: [IndexPath]) { update { $0.reconfiguredItems += indexPaths } }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((from: indexPath, to: newIndexPath)) }
    }
    open func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }
    open func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }
    open func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((from: section, to: newSection)) }
    }

    /// Runs `updates` (which changes the data and calls the methods above), then applies the changes
    /// at once and calls `completion` with true: animations end at once here. A batch inside a batch
    /// joins it.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
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
