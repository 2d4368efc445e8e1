import Foundation

/// Read-only text. Its `accessibilityLabel` defaults to `text`. Main actor only.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet {
            guard text != oldValue else { return }
            measuredLayouts.removeAll()
            invalidateIntrinsicContentSize()
        }
    }
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            measuredLayouts.removeAll()
            invalidateIntrinsicContentSize()
        }
    }
    /// The text laid out at the widths and line counts asked for since the text or font changed.
    var measuredLayouts = LabelLayouts()
    open var textColor: UIColor! = .label {
        didSet { Appearance.changed() }
    }
    open var textAlignment = NSTextAlignment.natural {
        didSet { Appearance.changed() }
    }
    /// 1 by default; 0 means as many lines as needed.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { Appearance.changed() }
    }
    /// The width a multi-line label wraps at for its intrinsic size; 0: the width layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width the last layout pass gave a multi-line label (see `LayoutEngine.updateLabelWidths`).
    var layoutWidthHint: CGFloat = 0
    open var adjustsFontSizeToFitWidth = false {
        didSet { Appearance.changed() }
    }
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { Appearance.changed() }
    }
    open var isEnabled = true {
        didSet { Appearance.changed() }
    }
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
        isUserInteractionEnabled = coder.nibElement?.node.flag("userInteractionEnabled") ?? false
        if let (node, loading) = coder.nibElement { decodeLabel(node, loading: loading) }
    }

    /// The text's size in its font: one line, or wrapped at `preferredMaxLayoutWidth` or its laid-out width.
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize(fitting: size) }

    /// Draws the text: `drawText(in:)` over the whole rectangle.
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text in its font, colour and alignment, centred vertically in `rect` as UILabel
    /// does; one line (cut as `lineBreakMode` says) unless `numberOfLines` allows more.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = numberOfLines == 1 ? lineBreakMode : .byWordWrapping
        let color = isEnabled ? (textColor ?? .label) : UIColor.gray
        let string = PlainText(text, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17),
                                                                   .foregroundColor: color, .paragraphStyle: style])
        // Only a truncating mode ends the last line that fits with an ellipsis; clipping and wrapping cut it.
        let truncates = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
        let options: NSStringDrawingOptions = truncates ? [.usesLineFragmentOrigin, .truncatesLastVisibleLine] : [.usesLineFragmentOrigin]
        // A line a pixel's rounding too wide for the label (its frame rounded to the screen's pixels after
        // it was measured to fit) is drawn whole, as iOS draws it, over the half point it lacks.
        var width = rect.width
        if numberOfLines == 1, rect.width > 0 {
            let natural = string.textBounds(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: rect.height),
                                            options: options, context: nil).width
            if natural > width, natural <= width + 0.5 { width = natural }
        }
        // Likewise a last line that lacks at most half a point of height (`isTruncated` allows as much).
        let height = string.textBounds(with: CGSize(width: width, height: rect.height + 0.5), options: options, context: nil).height
        let left: CGFloat = switch textAlignment {
        case .center: rect.minX - (width - rect.width) / 2
        case .right: rect.minX - (width - rect.width)
        default: rect.minX
        }
        let box = CGRect(x: left, y: rect.minY + max((rect.height - height) / 2, 0), width: width, height: height)
        string.drawText(with: box, options: options, context: nil)
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
