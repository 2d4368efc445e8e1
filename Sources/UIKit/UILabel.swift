import Foundation

/// Read-only text. Its `accessibilityLabel` defaults to `text`. Main actor only.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment = NSTextAlignment.natural
    /// 1 by default; 0 means as many lines as needed.
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    /// Whether the font follows the Dynamic Type size; recorded only (the size never changes here).
    open var adjustsFontForContentSizeCategory = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        isUserInteractionEnabled = false
    }

    /// The text as an attributed string; setting one sets `text` to its characters.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
}
