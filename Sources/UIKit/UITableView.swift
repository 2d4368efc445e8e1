import Foundation

/// A list of rows from a data source, in a scroll view. The table makes a cell for every row when it
/// loads its data (on `reloadData()`, or on the first read of its cells or subviews) and keeps them
/// as its subviews, in order, one under the other, as wide as the table; a row's height is the
/// delegate's, `rowHeight`, or with `automaticDimension` what the cell's constraints make it (44
/// points without any). `contentSize` covers them. Main actor only.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    /// Asks for a height computed from the cell's content (its constraints); 44 points without any.
    nonisolated public static let automaticDimension: CGFloat = -1

    private var registrations: [String: UITableViewCell.Type] = [:]
    /// Cells made from a nib or a storyboard's prototype, by reuse identifier.
    private var nibRegistrations: [String: @MainActor () -> UITableViewCell?] = [:]
    private var reusePool: [String: [UITableViewCell]] = [:]
    private var rowCounts: [Int] = []
    private var loadedCells: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    var needsReload = true
    /// True while the table loads: an update its delegate's callbacks ask for then is left out (the
    /// load places every row once it is done).
    private(set) var isReloading = false
    private var selectedIndexPath: IndexPath?
    /// The updates recorded inside `performBatchUpdates` or `beginUpdates()`, and how deep those nest.
    var pendingUpdates: BatchUpdates?
    var updateDepth = 0
    /// A cell being reconfigured: `dequeueReusableCell(withIdentifier:for:)` hands it back for its row.
    private var cellBeingReconfigured: (indexPath: IndexPath, cell: UITableViewCell)?

    open private(set) var style: Style
    /// Setting it makes the table load its data again at the next read.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { needsReload = true }
    }
    /// Held weakly; it is also the scroll view's delegate.
    open var delegate: (any UITableViewDelegate)? {
        get { delegateObject as? any UITableViewDelegate }
        set { delegateObject = newValue }
    }
    open var rowHeight = UITableView.automaticDimension
    open var estimatedRowHeight = UITableView.automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection = true
    /// Whether a line is drawn under each row, its colour and its indent (iOS: 16 points from the leading edge).
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
        didSet { Appearance.changed() }
    }
    open var separatorColor: UIColor? = .separator {
        didSet { Appearance.changed() }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { Appearance.changed() }
    }
    open private(set) var isEditing = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = switch coder.nibElement?.node["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
        super.init(coder: coder)
        if let (node, loading) = coder.nibElement { decodeTableView(node, loading: loading) }
    }

    // MARK: Cells

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`:
    /// a `UITableViewCell` subclass, made with `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("\(cellClass) is not a UITableViewCell subclass")
        }
        registrations[identifier] = cellType
        nibRegistrations[identifier] = nil
    }

    /// Registers a nib whose one top-level object is the cell `dequeueReusableCell` makes for `identifier`.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            nibRegistrations[identifier] = nil
            return
        }
        registerNib(identifier: identifier) { nib.instantiate(withOwner: nil).first { $0 is UITableViewCell } as? UITableViewCell }
    }

    /// Cells for `identifier` made by `make` (a nib, a storyboard's prototype cell).
    func registerNib(identifier: String, make: @escaping @MainActor () -> UITableViewCell?) {
        nibRegistrations[identifier] = make
        registrations[identifier] = nil
    }

    /// A reusable cell, or a new one of the registered class; nil if neither exists.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], !pool.isEmpty {
            let cell = pool.removeLast()
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let make = nibRegistrations[identifier] { return make() }
        return registrations[identifier]?.init(registeredWithReuseIdentifier: identifier)
    }

    /// A reusable cell, or a new one of the class registered for `identifier` (which must exist).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let (row, cell) = cellBeingReconfigured, row == indexPath, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            UncaughtException.raise(reason: "unable to dequeue a cell with identifier \(identifier) - must register a "
                + "nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Loads the data again: asks the data source for every row and rebuilds the cells.
    /// Clears the selection; a text field being edited in a cell stops being edited, as the cell leaves.
    open func reloadData() {
        guard !isReloading else { return }
        // Section titles are the data source's: they may have changed with nothing else.
        Appearance.changed()
        selectedIndexPath = nil
        load(keeping: [:], reconfigured: [], counts: countsFromDataSource(), reusingLeavingCells: true)
    }

    /// Each section's row count, from the data source.
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(dataSource.numberOfSections(in: self), 0)).map {
            max(dataSource.tableView(self, numberOfRowsInSection: $0), 0)
        }
    }

    /// Loads the rows of `counts`, keeping the cells of `kept` (new index path → old) without asking
    /// the data source for them, but those `reconfigured`; the selection follows the rows kept. The
    /// cells that leave are told so (editing in them ends, `didEndDisplaying`) once the table is in its
    /// new state, as on iOS; `reusingLeavingCells` (a full reload) reuses them at once, else a row gets
    /// another cell (the one that leaves would still be animating out on iOS).
    func load(keeping kept: [IndexPath: IndexPath], reconfigured: Set<IndexPath>, counts: [Int],
              reusingLeavingCells: Bool = false) {
        isReloading = true
        defer { isReloading = false }
        needsReload = false
        let oldCells = Dictionary(loadedCells.map { ($0.indexPath, $0.cell) }) { first, _ in first }
        var keptCells: [IndexPath: UITableViewCell] = [:]
        for (new, old) in kept { keptCells[new] = oldCells[old] }
        let keptOld = Set(kept.values)
        var leaving = loadedCells.filter { !keptOld.contains($0.indexPath) }
        let newPathOf = Dictionary(kept.map { ($1, $0) }) { first, _ in first }
        selectedIndexPath = selectedIndexPath.flatMap { newPathOf[$0] }
        loadedCells = []
        rowCounts = counts
        for (_, cell) in leaving { cell.removeFromSuperview() }
        if reusingLeavingCells { pool(leaving.map(\.cell)) }
        // The table is in its new state (the leaving cells have no index path): their callbacks may read it.
        endDisplaying(leaving)
        guard let dataSource else {
            contentSize = .zero
            if !reusingLeavingCells { pool(leaving.map(\.cell)) }
            return
        }
        var newlyShown: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        var replaced: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        for (section, count) in counts.enumerated() {
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                var cell: UITableViewCell
                if let keptCell = keptCells.removeValue(forKey: indexPath) {
                    cell = keptCell
                    if reconfigured.contains(indexPath) {
                        cellBeingReconfigured = (indexPath, keptCell)
                        cell = dataSource.tableView(self, cellForRowAt: indexPath)
                        cellBeingReconfigured = nil
                        if cell !== keptCell {
                            keptCell.removeFromSuperview()
                            replaced.append((indexPath, keptCell))
                        }
                    }
                } else {
                    cell = dataSource.tableView(self, cellForRowAt: indexPath)
                }
                if cell.superview !== self {
                    cell.setSelected(false, animated: false)
                    addSubview(cell)
                    newlyShown.append((indexPath, cell))
                }
                loadedCells.append((indexPath, cell))
            }
        }
        // Kept for a row that is not there (an update that moved a row past the end): it leaves too.
        for (indexPath, cell) in keptCells {
            cell.removeFromSuperview()
            replaced.append((indexPath, cell))
        }
        endDisplaying(replaced)
        leaving += replaced
        if !reusingLeavingCells { pool(leaving.map(\.cell)) }
        arrangeCells()
        placeCells()
        for (indexPath, cell) in loadedCells where cell.isSelected != (indexPath == selectedIndexPath) {
            cell.setSelected(indexPath == selectedIndexPath, animated: false)
        }
        for (indexPath, cell) in newlyShown { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }

    /// Tells of cells taken off the table: editing in them ends (they left the window, as on iOS),
    /// and the delegate hears of it.
    private func endDisplaying(_ cells: [(indexPath: IndexPath, cell: UITableViewCell)]) {
        for (indexPath, cell) in cells {
            if let editing = UIResponder.firstResponder as? UIView, editing.isDescendant(of: cell) {
                editing.resignFirstResponder()
            }
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Puts cells in their reuse queues.
    private func pool(_ cells: [UITableViewCell]) {
        for cell in cells {
            if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        }
    }

    /// Keeps the cells' order among the subviews the rows' order, as the screen reads them.
    private func arrangeCells() {
        let order = super.subviews.compactMap { $0 as? UITableViewCell }
        guard !order.elementsEqual(loadedCells.map(\.cell), by: ===) else { return }
        for (_, cell) in loadedCells { bringSubviewToFront(cell) }
    }

    /// The width the cells were placed at, to place them again when the table's width changes.
    private var placedWidth: CGFloat = -1

    /// Puts the cells one under the other at the table's width, each at its row's height.
    private func placeCells() {
        placedWidth = bounds.width
        var y = tableHeaderView?.frame.height ?? 0
        for (indexPath, cell) in loadedCells {
            let height = self.height(of: cell, at: indexPath)
            cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
        contentSize = CGSize(width: bounds.width, height: y + (tableFooterView?.frame.height ?? 0))
    }

    /// The delegate's height, else `rowHeight`; with `automaticDimension`, the height the content
    /// view's constraints give at the table's width (44 when nothing sets one).
    private func height(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 { return height }
        guard cell.contentView.constraintsAffectLayout else { return 44 }
        let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 ? fitted.height : 44
    }

    private func loadDataIfNeeded() {
        if needsReload && !isReloading { reloadData() }
    }

    /// The cells, and any other subviews; loads the data first if it isn't loaded.
    open override var subviews: [UIView] {
        loadDataIfNeeded()
        return super.subviews
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadDataIfNeeded()
        if bounds.width != placedWidth { placeCells() }
    }

    /// Every row's cell, in order.
    open var visibleCells: [UITableViewCell] {
        loadDataIfNeeded()
        return loadedCells.map(\.cell)
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        loadDataIfNeeded()
        return loadedCells.map(\.indexPath)
    }

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return rowCounts.count
    }

    /// The row count the data source gave at the last load; 0 for a section that doesn't exist.
    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadDataIfNeeded()
        return loadedCells.first { $0.indexPath == indexPath }?.cell
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        loadDataIfNeeded()
        return loadedCells.first { $0.cell === cell }?.indexPath
    }

    // MARK: Updates (UITableView+Updates.swift applies them)

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedItems += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedItems += indexPaths }
    }

    /// Reloaded rows get new cells from the data source.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedItems += indexPaths }
    }

    /// Reconfigured rows keep their cells: `dequeueReusableCell(withIdentifier:for:)` hands back the
    /// row's current cell to configure again (iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reconfiguredItems += indexPaths }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((from: indexPath, to: newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((from: section, to: newSection)) }
    }

    /// Starts a batch that `endUpdates()` applies; batches nest.
    open func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = BatchUpdates() }
        updateDepth += 1
    }

    /// Applies the batch begun by the matching `beginUpdates()`. With no change in it, the rows are
    /// measured and placed again (the way apps resize a self-sizing cell while it is edited).
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let recorded = pendingUpdates ?? BatchUpdates()
        pendingUpdates = nil
        applyUpdates(recorded)
    }

    /// Runs `updates` (which changes the data and calls the methods above), then applies the changes
    /// at once and calls `completion` with true. A batch inside a batch joins it.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Scrolls the row to the top, middle or bottom of the visible area (`.none`: as little as needed).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let cell = cellForRow(at: indexPath) else { return }
        let alignment: ScrollAlignment? = switch scrollPosition {
        case .none: nil
        case .top: .start
        case .middle: .center
        case .bottom: .end
        }
        scroll(toShow: cell.frame, horizontally: nil, vertically: alignment, animated: animated)
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        visibleCells.forEach { $0.setEditing(editing, animated: animated) }
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects a row without calling the delegate, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let selectedIndexPath { cellForRow(at: selectedIndexPath)?.setSelected(false, animated: animated) }
        selectedIndexPath = indexPath
        if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        selectedIndexPath = nil
    }

    // MARK: Simulation

    /// The user taps a row: the delegate may redirect or refuse it (`willSelectRowAt`), the former
    /// selection is deselected, then `didSelectRowAt` is called. False if the row doesn't exist,
    /// selection isn't allowed or the delegate refused.
    @discardableResult
    package func simulateSelectRow(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, indexPath.count == 2, indexPath.row < numberOfRows(inSection: indexPath.section),
              let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath
        else { return false }
        if let previous = selectedIndexPath, previous != target {
            deselectRow(at: previous, animated: false)
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    /// The user deletes (swipe) or inserts a row: the data source's `commit` is called if it allows
    /// editing the row. False if the row doesn't exist or can't be edited.
    @discardableResult
    package func simulateCommit(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard let dataSource, indexPath.count == 2, indexPath.row < numberOfRows(inSection: indexPath.section),
              dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        dataSource.tableView(self, commit: editingStyle, forRowAt: indexPath)
        return true
    }
}
