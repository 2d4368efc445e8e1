import UIKit

/// `List` as iOS draws it by default (inset grouped): on a grey background, each section's rows
/// in a white rounded card 16 points in from the sides, each row at least 44 points tall with its
/// content 16 points in, hairlines between rows, a section's header above its card in small grey
/// capitals. It scrolls when taller than the space offered.
final class ListElement: Element {
    struct Section {
        var header: Element?
        var rows: [Element]
    }

    private let scroll = ScrollElement()
    private let stack = StackElement(axis: .vertical)
    private var cards: [CardElement] = []
    private var headers: [HeaderElement] = []

    init() {
        super.init(view: HostedView())
        view.backgroundColor = .systemGroupedBackground
        (view as? HostedView)?.takesTouches = true
        scroll.content = stack
    }

    /// How a drag in the list puts the keyboard away.
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
        get { scroll.scrollView.keyboardDismissMode }
        set { scroll.scrollView.keyboardDismissMode = newValue }
    }

    func update(sections: [Section]) {
        while cards.count < sections.count { cards.append(CardElement()) }
        cards.removeLast(cards.count - sections.count)
        while headers.count < sections.count { headers.append(HeaderElement(EmptyElement())) }
        headers.removeLast(headers.count - sections.count)
        var items: [Element] = []
        for (index, section) in sections.enumerated() {
            cards[index].rows = section.rows
            headers[index].content = section.header ?? EmptyElement()
            items.append(headers[index])
            items.append(cards[index])
        }
        stack.update(alignment: 0.5, spacing: 0, items: items)
    }

    override var children: [Element] { [scroll] }
    override var containerView: UIView? { view }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let content = stack.size(fitting: ProposedViewSize(width: proposal.width, height: nil))
        return CGSize(width: proposal.width.map { $0.isFinite ? $0 : content.width } ?? content.width,
                      height: proposal.height.map { $0.isFinite ? $0 : content.height } ?? content.height)
    }

    override func placeChildren(in size: CGSize) {
        scroll.place(CGRect(origin: .zero, size: size))
    }
}

/// A section's header: small grey capitals, 16 + 16 points in, above its card.
final class HeaderElement: WrapperElement {
    init(_ content: Element) {
        super.init(content: content)
    }

    /// A section without a header keeps the gap above its card.
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 0
        let size = content.size(fitting: ProposedViewSize(width: max(0, width - 64), height: nil))
        return CGSize(width: width, height: size.height > 0 ? size.height + 24 : 20)
    }

    override func placeChildren(in size: CGSize) {
        let inner = content.size(fitting: ProposedViewSize(width: max(0, size.width - 64), height: nil))
        content.place(CGRect(x: 32, y: size.height - inner.height - 7, width: inner.width, height: inner.height),
                      proposal: ProposedViewSize(width: max(0, size.width - 64), height: nil))
    }
}

/// A section's rows on a white rounded card, hairlines between them.
final class CardElement: Element {
    var rows: [Element] = []
    private var separators: [DividerElement] = []
    static let margin: CGFloat = 16
    static let rowInset: CGFloat = 16
    static let minimumRowHeight: CGFloat = 44

    init() {
        super.init(view: HostedView())
        view.backgroundColor = .secondarySystemGroupedBackground
        view.layer.cornerRadius = 10
        view.clipsToBounds = true
    }

    override var children: [Element] {
        while separators.count < max(0, rows.count - 1) { separators.append(DividerElement()) }
        return rows + separators.prefix(max(0, rows.count - 1)).map { $0 as Element }
    }

    override var containerView: UIView? { view }

    private func rowHeights(width: CGFloat) -> [CGFloat] {
        rows.map { max(Self.minimumRowHeight, $0.size(fitting: ProposedViewSize(width: width, height: nil)).height + 22) }
    }

    private func rowWidth(_ cardWidth: CGFloat) -> CGFloat { max(0, cardWidth - 2 * Self.rowInset) }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? 0
        let cardWidth = max(0, width - 2 * Self.margin)
        return CGSize(width: width, height: rowHeights(width: rowWidth(cardWidth)).reduce(0, +))
    }

    override func placeChildren(in size: CGSize) {
        // The card is the element's view, inset from the list's sides.
        view.setHostedFrame(LayoutPass.pixelAligned(CGRect(x: view.frame.minX + Self.margin, y: view.frame.minY,
                                                           width: max(0, size.width - 2 * Self.margin), height: size.height)))
        let cardWidth = view.bounds.width
        let width = rowWidth(cardWidth)
        var y: CGFloat = 0
        let heights = rowHeights(width: width)
        _ = children
        for (index, row) in rows.enumerated() {
            let rowSize = row.size(fitting: ProposedViewSize(width: width, height: nil))
            row.place(CGRect(x: Self.rowInset, y: y + (heights[index] - rowSize.height) / 2, width: min(width, rowSize.width), height: rowSize.height),
                      proposal: ProposedViewSize(width: width, height: nil))
            y += heights[index]
            if index < rows.count - 1 {
                separators[index].place(CGRect(x: Self.rowInset, y: y - DividerElement.thickness, width: cardWidth - Self.rowInset,
                                               height: DividerElement.thickness))
            }
        }
    }
}
