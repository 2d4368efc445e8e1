import Foundation

/// Items in lines, as on iOS: each line takes as many items as fit across the collection view (minus
/// its content insets and the section's insets), separated by at least `minimumInteritemSpacing`;
/// lines are `minimumLineSpacing` apart; a section's header comes before its items and its footer
/// after. Vertical scrolling fills lines left to right and stacks them downwards; horizontal
/// scrolling fills columns top to bottom and stacks them rightwards. As UIKit does, a line of several
/// items is justified (the spare room goes between the items) and a line of one item is centered;
/// items smaller than their line are centered across it. Sizes, insets and spacings come from the
/// collection view's `UICollectionViewDelegateFlowLayout` delegate when it has one, else from these
/// properties. Main actor only.
///
/// With a non-zero `estimatedItemSize` items size themselves: laid out at the estimate (`automaticSize`:
/// `itemSize`), then at the size each loaded cell prefers (its content's Auto Layout size).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from; recorded only (the safe area and margins are empty).
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea, fromLayoutMargins
    }

    /// As `estimatedItemSize`: items size themselves.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                         height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// A header's height (vertical scrolling) or width (horizontal); zero: no header.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var computedAttributes: [UICollectionViewLayoutAttributes] = []
    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaryAttributes: [UICollectionView.Element: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let (node, _) = coder.nibElement { decodeFlowLayout(node) }
    }

    /// Items size themselves (a non-zero `estimatedItemSize`): each cell's preferred size replaces the
    /// estimate once the cell is loaded.
    var isSelfSizing: Bool { estimatedItemSize != .zero }
    /// The sizes loaded cells asked for (`preferredLayoutAttributesFitting`), by index path.
    var preferredItemSizes: [IndexPath: CGSize] = [:]

    /// The size of an item when the delegate doesn't give one.
    var defaultItemSize: CGSize {
        if estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize { return itemSize }
        return estimatedItemSize
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computedAttributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes[UICollectionView.Element(kind: elementKind, indexPath: indexPath)]
    }

    /// True when the length of the lines changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != collectionView.bounds.width
            : newBounds.height != collectionView.bounds.height
    }

    open override func prepare() {
        super.prepare()
        computedAttributes = []
        itemAttributes = [:]
        supplementaryAttributes = [:]
        contentSize = .zero
        guard let collectionView else { return }
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        let insets = collectionView.adjustedContentInset
        let lineLength = max(axes.along(collectionView.bounds.size) - axes.leading(insets) - axes.trailing(insets), 0)
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            position = layOut(section: section, in: collectionView, from: position, lineLength: lineLength, axes: axes)
        }
        contentSize = axes.size(along: lineLength, across: position)
    }

    /// Places one section's header, items and footer from `start` across the lines; returns where
    /// the section ends.
    private func layOut(section: Int, in collectionView: UICollectionView, from start: CGFloat, lineLength: CGFloat,
                        axes: FlowAxes) -> CGFloat {
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var position = start
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        position = addSupplementary(UICollectionView.elementKindSectionHeader, section: section,
                                    thickness: axes.across(header), at: position, lineLength: lineLength, axes: axes)
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: self,
                                                   minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let available = lineLength - axes.leading(inset) - axes.trailing(inset)
        let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
            let indexPath = IndexPath(item: item, section: section)
            if isSelfSizing, let preferred = preferredItemSizes[indexPath] { return preferred }
            return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? defaultItemSize
        }
        position += axes.top(inset)
        for (number, line) in lines(of: sizes, length: available, spacing: itemSpacing, axes: axes).enumerated() {
            if number > 0 { position += lineSpacing }
            let thickness = line.map { axes.across(sizes[$0]) }.max() ?? 0
            let used = line.reduce(0) { $0 + axes.along(sizes[$1]) }
            let gap = line.count > 1 ? max((available - used) / CGFloat(line.count - 1), itemSpacing) : 0
            var along = axes.leading(inset) + (line.count == 1 ? max((available - used) / 2, 0) : 0)
            for item in line {
                let size = sizes[item]
                let attributes = makeAttributes(.cell, kind: nil, indexPath: IndexPath(item: item, section: section))
                attributes.frame = axes.rect(along: along, across: position + (thickness - axes.across(size)) / 2,
                                             size: size)
                itemAttributes[attributes.indexPath] = attributes
                computedAttributes.append(attributes)
                along += axes.along(size) + gap
            }
            position += thickness
        }
        position += axes.bottom(inset)
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        return addSupplementary(UICollectionView.elementKindSectionFooter, section: section,
                                thickness: axes.across(footer), at: position, lineLength: lineLength, axes: axes)
    }

    /// The items of each line: as many as fit in `length` with `spacing` between them, at least one.
    private func lines(of sizes: [CGSize], length: CGFloat, spacing: CGFloat, axes: FlowAxes) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (item, size) in sizes.enumerated() {
            let extent = axes.along(size)
            if !current.isEmpty && used + spacing + extent > length {
                lines.append(current)
                current = []
                used = 0
            }
            used += (current.isEmpty ? 0 : spacing) + extent
            current.append(item)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A header or footer across the whole line length, if `thickness` is positive.
    private func addSupplementary(_ kind: String, section: Int, thickness: CGFloat, at position: CGFloat,
                                  lineLength: CGFloat, axes: FlowAxes) -> CGFloat {
        guard thickness > 0 else { return position }
        let attributes = makeAttributes(.supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
        attributes.frame = axes.rect(along: 0, across: position, size: axes.size(along: lineLength, across: thickness))
        supplementaryAttributes[attributes.element] = attributes
        computedAttributes.append(attributes)
        return position + thickness
    }

    private func makeAttributes(_ category: UICollectionViewLayoutAttributes.ElementCategory, kind: String?,
                                indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
            ?? UICollectionViewLayoutAttributes.self
        return UICollectionViewLayoutAttributes.make(type, category: category, kind: kind, indexPath: indexPath)
    }
}

/// The two directions of a flow: `along` a line (across the screen for vertical scrolling) and
/// `across` the lines (the scrolling direction).
private struct FlowAxes {
    let vertical: Bool

    func along(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func across(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func leading(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.left : insets.top }
    func trailing(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.right : insets.bottom }
    /// The inset before the lines.
    func top(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.top : insets.left }
    func bottom(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.bottom : insets.right }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        vertical ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }

    func rect(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
        CGRect(origin: vertical ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along), size: size)
    }
}
