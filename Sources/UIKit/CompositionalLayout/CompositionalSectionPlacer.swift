import Foundation

/// Places one section of a compositional layout: its headers, its group repeated until the items
/// run out (down the section, or across in one row when it scrolls orthogonally), its footers.
@MainActor
struct CompositionalSectionPlacer {
    struct Placed {
        let frame: CGRect
        let indexPath: IndexPath
        /// The supplementary view's kind; nil for a cell.
        let kind: String?
    }

    let section: NSCollectionLayoutSection
    let index: Int
    let width: CGFloat
    let containerHeight: CGFloat
    let itemCount: Int
    let preferred: [IndexPath: CGSize]
    private(set) var placed: [Placed] = []
    private(set) var usesEstimates = false
    private var nextItem = 0

    init(section: NSCollectionLayoutSection, index: Int, width: CGFloat, containerHeight: CGFloat, itemCount: Int,
         preferred: [IndexPath: CGSize]) {
        (self.section, self.index, self.width, self.containerHeight, self.itemCount, self.preferred) =
            (section, index, width, containerHeight, itemCount, preferred)
    }

    /// Lays the section out from `top`; returns where it ends.
    mutating func place(from top: CGFloat) -> CGFloat {
        let insets = section.contentInsets
        let content = CGRect(x: insets.leading, y: 0, width: max(width - insets.leading - insets.trailing, 0), height: containerHeight)
        let boundaryX = section.supplementariesFollowContentInsets ? content.minX : 0
        let boundaryWidth = section.supplementariesFollowContentInsets ? content.width : width
        var y = top
        for header in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(header.alignment) {
            y = placeBoundary(header, x: boundaryX, width: boundaryWidth, at: y)
        }
        y += insets.top
        var groupOrigin = CGPoint(x: content.minX, y: y)
        var rowHeight: CGFloat = 0
        var groups = 0
        while nextItem < itemCount {
            let groupSize = resolve(section.group.layoutSize, in: content.size, indexPath: nil)
            if groups > 0 {
                if section.orthogonalScrollingBehavior == .none {
                    groupOrigin.y += section.interGroupSpacing
                } else {
                    groupOrigin.x += section.interGroupSpacing
                }
            }
            let before = nextItem
            let used = layOut(section.group, in: CGRect(origin: groupOrigin, size: groupSize))
            guard nextItem > before else { break }
            groups += 1
            if section.orthogonalScrollingBehavior == .none {
                groupOrigin.y += used.height
            } else {
                groupOrigin.x += used.width
                rowHeight = max(rowHeight, used.height)
            }
        }
        y = section.orthogonalScrollingBehavior == .none ? groupOrigin.y : groupOrigin.y + rowHeight
        y += insets.bottom
        for footer in section.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(footer.alignment) {
            y = placeBoundary(footer, x: boundaryX, width: boundaryWidth, at: y)
        }
        return y
    }

    private mutating func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, x: CGFloat, width: CGFloat,
                                        at y: CGFloat) -> CGFloat {
        let indexPath = IndexPath(item: 0, section: index)
        let size = resolve(item.layoutSize, in: CGSize(width: width, height: containerHeight), indexPath: nil)
        placed.append(Placed(frame: CGRect(x: x, y: y, width: size.width, height: size.height), indexPath: indexPath,
                             kind: item.elementKind))
        return y + size.height
    }

    /// Places `group`'s items (and nested groups) in `frame` from the next item; returns the size it
    /// used (its own, or what its estimated side grew to).
    private mutating func layOut(_ group: NSCollectionLayoutGroup, in frame: CGRect) -> CGSize {
        let horizontal = group.axis == .horizontal
        let length = horizontal ? frame.width : frame.height
        let fixedSpacing = group.interItemSpacing?.spacing ?? 0
        var offset: CGFloat = 0
        var thickness: CGFloat = 0
        var count = 0
        var children: [(start: CGFloat, size: CGSize, item: NSCollectionLayoutItem)] = []
        while nextItem < itemCount {
            if let repetitions = group.repetitions, count >= repetitions { break }
            let subitem = group.subitems[count % max(group.subitems.count, 1)]
            var size: CGSize
            if let repetitions = group.repetitions {
                let share = (length - fixedSpacing * CGFloat(repetitions - 1)) / CGFloat(repetitions)
                let resolved = resolve(subitem.layoutSize, in: frame.size, indexPath: cellPath(of: subitem), insets: subitem.contentInsets)
                size = horizontal ? CGSize(width: share, height: resolved.height) : CGSize(width: resolved.width, height: share)
            } else {
                size = resolve(subitem.layoutSize, in: frame.size, indexPath: cellPath(of: subitem), insets: subitem.contentInsets)
            }
            let extent = horizontal ? size.width : size.height
            let start = offset + (count > 0 ? fixedSpacing : 0)
            if count > 0, group.repetitions == nil, start + extent > length + 0.5 { break }
            let origin = horizontal ? CGPoint(x: frame.minX + start, y: frame.minY) : CGPoint(x: frame.minX, y: frame.minY + start)
            if let nested = subitem as? NSCollectionLayoutGroup {
                let before = nextItem
                let used = layOut(nested, in: CGRect(origin: origin, size: size))
                if nextItem == before { break }
                size = CGSize(width: horizontal ? size.width : used.width, height: horizontal ? used.height : size.height)
                if !horizontal { size.height = used.height }
            } else {
                placeItem(subitem, in: CGRect(origin: origin, size: size))
            }
            children.append((start, size, subitem))
            offset = start + (horizontal ? size.width : size.height)
            thickness = max(thickness, horizontal ? size.height : size.width)
            count += 1
        }
        if let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, children.count > 1 {
            spreadFlexibly(children.count, leftover: length - offset, horizontal: horizontal)
        }
        let declared = resolve(group.layoutSize, in: frame.size, indexPath: nil)
        let estimatedAcross = horizontal ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
        let across = estimatedAcross ? thickness : (horizontal ? declared.height : declared.width)
        return horizontal ? CGSize(width: frame.width, height: across) : CGSize(width: across, height: max(frame.height, offset))
    }

    /// Moves the last `count` placed cells apart to share `leftover` along the group.
    private mutating func spreadFlexibly(_ count: Int, leftover: CGFloat, horizontal: Bool) {
        guard leftover > 0 else { return }
        let step = leftover / CGFloat(count - 1)
        let first = placed.count - count
        for (position, index) in (first..<placed.count).enumerated() where position > 0 {
            let shift = step * CGFloat(position)
            let old = placed[index]
            placed[index] = Placed(frame: old.frame.offsetBy(dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift),
                                   indexPath: old.indexPath, kind: old.kind)
        }
    }

    /// The index path the next cell gets if `subitem` is a cell, not a group.
    private func cellPath(of subitem: NSCollectionLayoutItem) -> IndexPath? {
        subitem is NSCollectionLayoutGroup ? nil : IndexPath(item: nextItem, section: index)
    }

    private mutating func placeItem(_ item: NSCollectionLayoutItem, in frame: CGRect) {
        let insets = item.contentInsets
        let cell = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                          width: max(frame.width - insets.leading - insets.trailing, 0),
                          height: max(frame.height - insets.top - insets.bottom, 0))
        placed.append(Placed(frame: cell, indexPath: IndexPath(item: nextItem, section: index), kind: nil))
        nextItem += 1
    }

    /// A size in `container`; estimated sides are the cell's preferred size (plus insets) once known.
    private mutating func resolve(_ size: NSCollectionLayoutSize, in container: CGSize, indexPath: IndexPath?,
                                  insets: NSDirectionalEdgeInsets = .zero) -> CGSize {
        if size.widthDimension.isEstimated || size.heightDimension.isEstimated { usesEstimates = true }
        let cell = indexPath.flatMap { preferred[$0] }
        return size.resolved(in: container, preferred: cell.map {
            CGSize(width: $0.width + insets.leading + insets.trailing, height: $0.height + insets.top + insets.bottom)
        })
    }
}
