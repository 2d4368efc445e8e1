import UIKit

/// The chevron at the end of a navigation link's row in a list, drawn as iOS draws it.
final class ChevronElement: Element {
    init() {
        super.init(view: ChevronView())
    }

    var pointsDown = false {
        didSet { (view as? ChevronView)?.pointsDown = pointsDown }
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { pointsDown ? CGSize(width: 14, height: 8) : CGSize(width: 8, height: 14) }
}

final class ChevronView: UIView {
    var pointsDown = false {
        didSet { if pointsDown != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        if pointsDown {
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: bounds.midX, y: bounds.height - 1.5))
            path.addLine(to: CGPoint(x: bounds.width - 1, y: 1))
        } else {
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: bounds.width - 1.5, y: bounds.midY))
            path.addLine(to: CGPoint(x: 1, y: bounds.height - 1))
        }
        path.lineWidth = 2
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }
}

/// A view of the list chevron (pointing down for an open disclosure group).
struct ListChevron: View, PrimitiveView {
    typealias Body = Never
    var pointsDown = false

    func resolve(in context: ResolveContext) -> [Element] {
        let chevron = context.element { ChevronElement() }
        chevron.pointsDown = pointsDown
        return [chevron]
    }
}
