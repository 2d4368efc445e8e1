import UIKit

/// A vertical text field's view (`TextField(_:text:axis: .vertical)`, iOS 16): its text wraps, and
/// it grows a line at a time from the lines it reserves to its line limit, then scrolls, keeping the
/// end of what is typed in view; its placeholder shows while it is empty. Return types a line break.
final class VerticalFieldView: UITextView {
    /// The lines it is at least tall (`lineLimit(3...)`, `lineLimit(3, reservesSpace: true)`).
    var reservedLines = 1 {
        didSet { if reservedLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The lines it grows to at most; nil: as many as the text has.
    var lineLimit: Int? {
        didSet { if lineLimit != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Told when editing begins (true) and ends (false): a `focused` modifier's state follows it.
    var onEditing: ((Bool) -> Void)?

    override init(frame: CGRect, textContainer: AnyObject?) {
        super.init(frame: frame, textContainer: textContainer)
        textContainerInset = .zero
        linePadding = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The lines its text takes at `width`, between those reserved and the limit, each a line of its font tall.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let line = (font ?? UIFont.preferredFont(forTextStyle: .body)).lineHeight
        let width = size.width > 0 && size.width.isFinite ? size.width : CGFloat.greatestFiniteMagnitude
        let lines = max(1, Int((super.sizeThatFits(CGSize(width: width, height: 0)).height / line).rounded()))
        let shown = min(max(lines, reservedLines), lineLimit ?? .max)
        return CGSize(width: size.width, height: (CGFloat(shown) * line).rounded(.up))
    }

    /// Scrolled to the end of the text while it is edited, as the caret is kept in view.
    override func layoutSubviews() {
        super.layoutSubviews()
        if isFirstResponder, contentSize.height > bounds.height {
            contentOffset = CGPoint(x: 0, y: contentSize.height - bounds.height)
        }
    }

    @discardableResult
    override func becomeFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        let began = super.becomeFirstResponder()
        if began, !wasEditing { onEditing?(true) }
        return began
    }

    @discardableResult
    override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        let ended = super.resignFirstResponder()
        if wasEditing, !isFirstResponder { onEditing?(false) }
        return ended
    }
}
