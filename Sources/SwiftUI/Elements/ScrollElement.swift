import UIKit

/// `ScrollView`: takes the space offered; its content is offered that width (or height) and
/// nothing along the scrolling axis, so it takes its ideal length, and scrolls in a UIScrollView.
final class ScrollElement: Element {
    let scrollView = UIScrollView()
    private let contentView = HostedView()
    var axis = Axis.vertical
    var content: Element = EmptyElement()

    init() {
        super.init(view: scrollView)
        scrollView.addSubview(contentView)
    }

    override var children: [Element] { [content] }
    override var containerView: UIView? { contentView }

    private func contentProposal(for size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(along: axis, nil, across: size[axis.other])
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = content.size(fitting: contentProposal(for: proposal))
        let width = proposal.width.map { $0.isFinite ? $0 : ideal.width } ?? ideal.width
        let height = proposal.height.map { $0.isFinite ? $0 : ideal.height } ?? ideal.height
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in size: CGSize) {
        var contentSize = content.size(fitting: contentProposal(for: ProposedViewSize(size)))
        // Content narrower (or shorter) than the scroll view across its axis is centred, as SwiftUI does.
        let acrossOffset = max(0, (size[axis.other] - contentSize[axis.other]) / 2)
        contentSize[axis.other] = max(contentSize[axis.other], size[axis.other])
        contentView.setHostedFrame(CGRect(origin: .zero, size: contentSize))
        let inner = content.size(fitting: contentProposal(for: ProposedViewSize(size)))
        let origin = axis == .vertical ? CGPoint(x: acrossOffset, y: 0) : CGPoint(x: 0, y: acrossOffset)
        content.place(CGRect(origin: origin, size: inner), proposal: contentProposal(for: ProposedViewSize(size)))
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
    }
}
