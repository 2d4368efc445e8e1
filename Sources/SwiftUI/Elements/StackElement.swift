import UIKit

/// `HStack` and `VStack`: children side by side along the axis. Space goes first to the children
/// of highest layout priority, and within a priority to the least flexible first, each offered an
/// equal share of what is left, as SwiftUI shares it; spacers get what is left after every view.
/// Children line up across by the alignment.
final class StackElement: Element {
    let axis: Axis
    private var alignment: CGFloat = 0.5
    private var spacing: CGFloat?
    private var items: [Element] = []

    /// Between two views when the stack gives no spacing (beside a spacer there is none: the spacer's minimum is the gap).
    static let defaultSpacing: CGFloat = 8

    init(axis: Axis) {
        self.axis = axis
        super.init(view: HostedView())
    }

    func update(alignment: CGFloat, spacing: CGFloat?, items: [Element]) {
        self.alignment = alignment
        self.spacing = spacing
        self.items = items
        for case let spacer as SpacerElement in items { spacer.axis = axis }
        for case let divider as DividerElement in items { divider.axis = axis }
    }

    func update(alignment: HorizontalAlignment, spacing: CGFloat?, items: [Element]) {
        update(alignment: alignment.fraction, spacing: spacing, items: items)
    }

    override var children: [Element] { items }
    override var containerView: UIView? { view }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = childSizes(for: proposal)
        return CGSize(along: axis, sizes.reduce(0) { $0 + $1[axis] } + totalSpacing,
                      across: sizes.map { $0[axis.other] }.max() ?? 0)
    }

    override func placeChildren(in size: CGSize) {
        let proposals = childProposals(for: placementProposal)
        var position: CGFloat = 0
        for (index, item) in items.enumerated() {
            if index > 0 { position += gap(before: index) }
            let childSize = item.size(fitting: proposals[index])
            let across = (size[axis.other] - childSize[axis.other]) * alignment
            let origin = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
            item.place(CGRect(origin: origin, size: childSize), proposal: proposals[index])
            position += childSize[axis]
        }
    }

    private var totalSpacing: CGFloat {
        items.indices.dropFirst().reduce(0) { $0 + gap(before: $1) }
    }

    private func gap(before index: Int) -> CGFloat {
        if let spacing { return spacing }
        return items[index].isSpacer || items[index - 1].isSpacer ? 0 : Self.defaultSpacing
    }

    /// Each child's size for the proposal: the sharing described above.
    func childSizes(for proposal: ProposedViewSize) -> [CGSize] {
        zip(items, childProposals(for: proposal)).map { $0.size(fitting: $1) }
    }

    /// What each child is offered for the stack's proposal.
    private func childProposals(for proposal: ProposedViewSize) -> [ProposedViewSize] {
        let across = proposal[axis.other]
        guard let length = proposal[axis] else {
            return items.map { _ in ProposedViewSize(along: axis, nil, across: across) }
        }
        let minimums = items.map { $0.size(fitting: ProposedViewSize(along: axis, 0, across: across))[axis] }
        let maximums = items.map { $0.size(fitting: ProposedViewSize(along: axis, .infinity, across: across))[axis] }
        var proposals = [ProposedViewSize](repeating: .unspecified, count: items.count)
        var remaining = length - totalSpacing
        var reserved = minimums.reduce(0, +)
        // A spacer takes what the views beside it leave, whatever their priority.
        let priority = { (item: Element) in item.isSpacer ? -Double.infinity : item.layoutPriority }
        let priorities = Set(items.map(priority)).sorted(by: >)
        for level in priorities {
            let group = items.indices.filter { priority(items[$0]) == level }
            reserved -= group.reduce(0) { $0 + minimums[$1] }
            let order = group.sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            var left = CGFloat(order.count)
            for index in order {
                let offer = max(0, (remaining - reserved) / left)
                proposals[index] = ProposedViewSize(along: axis, offer, across: across)
                remaining -= items[index].size(fitting: proposals[index])[axis]
                left -= 1
            }
        }
        return proposals
    }
}

/// `ZStack`, and what `background` and `overlay` put behind or over a view: children over one
/// another, each aligned in the largest.
final class ZStackElement: Element {
    private var alignment = Alignment.center
    private var items: [Element] = []

    init() { super.init(view: HostedView()) }

    func update(alignment: Alignment, items: [Element]) {
        self.alignment = alignment
        self.items = items
    }

    override var children: [Element] { items }
    override var containerView: UIView? { view }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        items.reduce(CGSize.zero) { size, item in
            let child = item.size(fitting: proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    override func placeChildren(in size: CGSize) {
        for item in items {
            let child = item.size(fitting: placementProposal)
            item.place(CGRect(origin: alignment.origin(of: child, in: size), size: child), proposal: placementProposal)
        }
    }
}
