import UIKit

/// The chevron at the end of a navigation link's row in a list, drawn as iOS draws it.
final class ChevronElement: Element {
    init() {
        super.init(view: ChevronView())
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 8, height: 14) }
}

final class ChevronView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: bounds.width - 1.5, y: bounds.midY))
        path.addLine(to: CGPoint(x: 1, y: bounds.height - 1))
        path.lineWidth = 2
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }
}

/// A view of the list chevron.
struct ListChevron: View, PrimitiveView {
    typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] {
        [context.element { ChevronElement() }]
    }
}
