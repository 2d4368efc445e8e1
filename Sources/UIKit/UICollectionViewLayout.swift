import Foundation

/// Places a collection view's elements. Subclass it (or use `UICollectionViewFlowLayout`):
/// the collection view calls `prepare()` whenever it loads
/// or updates its items, then asks for `collectionViewContentSize` and for the attributes of every
/// element (all of them: headless, the whole content is on screen). Main actor only.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout; set when the layout is given to it.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes this layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Compute your layout here; called before the collection view asks for attributes.
    open func prepare() {}

    /// The size of everything laid out; zero by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Marks the layout stale; the collection view lays its elements out again.
    open func invalidateLayout() {
        collectionView?.layoutIsStale = true
        collectionView?.setNeedsLayout()
    }

    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Decoration views are recorded only: imsim's collection views show none.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// The attributes of every element, in display order: those the layout gives for the whole
    /// content, then any item it left out (at its `layoutAttributesForItem(at:)`, or at the origin).
    func attributesOfEveryElement(itemCounts: [Int]) -> [UICollectionViewLayoutAttributes] {
        let size = collectionViewContentSize
        let everything = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: -CGFloat.greatestFiniteMagnitude / 4,
                                width: .greatestFiniteMagnitude / 2 + size.width,
                                height: .greatestFiniteMagnitude / 2 + size.height)
        var attributes = (layoutAttributesForElements(in: everything) ?? [])
            .filter { $0.representedElementCategory != .decorationView }
        var placedItems = Set(attributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                guard placedItems.insert(indexPath).inserted else { continue }
                attributes.append(layoutAttributesForItem(at: indexPath)
                    ?? UICollectionViewLayoutAttributes(forCellWith: indexPath))
            }
        }
        return attributes.filter { $0.representedElementCategory == .supplementaryView || isItem($0.indexPath, in: itemCounts) }
    }

    private func isItem(_ indexPath: IndexPath, in itemCounts: [Int]) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && (0..<itemCounts[indexPath.section]).contains(indexPath.item)
    }
}
