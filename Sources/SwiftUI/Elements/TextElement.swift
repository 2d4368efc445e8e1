import UIKit

/// `Text`: as wide as its words on one line when it can be; offered less, it wraps (up to its line
/// limit) and is never wider than offered; offered less height than its lines, it shows the lines
/// that fit, the last one cut with an ellipsis.
final class TextElement: Element {
    let label = UILabel()
    private var lineLimit: Int?

    init() {
        super.init(view: label)
        label.lineBreakMode = .byTruncatingTail
    }

    func update(text: NSAttributedString, font: UIFont, color: UIColor, lineLimit: Int?, alignment: NSTextAlignment,
                truncation: Text.TruncationMode = .tail) {
        let breakMode: NSLineBreakMode = switch truncation {
        case .head: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .tail: .byTruncatingTail
        }
        if label.lineBreakMode != breakMode { label.lineBreakMode = breakMode }
        // The label's font and colour first: setting them restyles the whole text.
        if label.font != font { label.font = font }
        if label.textColor != color { label.textColor = color }
        if label.attributedText.map({ !$0.isEqual(text) }) ?? true { label.attributedText = text }
        if label.textAlignment != alignment { label.textAlignment = alignment }
        self.lineLimit = lineLimit
        label.numberOfLines = lineLimit ?? 0
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        label.numberOfLines = lineLimit ?? 0
        let ideal = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        guard let width = proposal.width, width < ideal.width else { return fitted(ideal, height: proposal.height) }
        if width <= 0 { return CGSize(width: 0, height: lineHeight) }
        var size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        size.width = min(size.width, width)
        return fitted(size, height: proposal.height)
    }

    /// The lines that fit in `height`, at least one.
    private func fitted(_ size: CGSize, height: CGFloat?) -> CGSize {
        guard let height, height < size.height else { return size }
        let lines = max(1, Int((height / lineHeight).rounded(.down)))
        return CGSize(width: size.width, height: min(size.height, CGFloat(lines) * lineHeight))
    }

    private var lineHeight: CGFloat { label.font.lineHeight }

    override var spokenTexts: [String] { [label.accessibilityLabel ?? label.text ?? ""] }
}
