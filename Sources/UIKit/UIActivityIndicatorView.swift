import Foundation

/// A spinner showing that work is in progress, drawn still: `isAnimating` records whether it
/// would spin. With `hidesWhenStopped` (the default) it is hidden while stopped, as on iOS. Main actor only.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        @available(*, deprecated, renamed: "medium")
        case white = 1
        @available(*, deprecated, renamed: "medium")
        case gray = 2
        case medium = 100
        case large = 101
    }

    open var style: Style {
        didSet { frame.size = UIActivityIndicatorView.size(of: style) }
    }
    open var color: UIColor! = .gray
    open private(set) var isAnimating = false {
        didSet { if isAnimating != oldValue { Appearance.changed() } }
    }

    /// Whether the spinner hides while stopped; setting it hides or shows it at once.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.size(of: style)))
        isHidden = true
        isUserInteractionEnabled = false
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        if let (node, loading) = coder.nibElement {
            isUserInteractionEnabled = node.flag("userInteractionEnabled") ?? false
            decodeActivityIndicator(node, loading: loading)
        } else {
            isHidden = true
            isUserInteractionEnabled = false
        }
    }

    /// Starts spinning and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the view if `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { UIActivityIndicatorView.size(of: style) }

    /// Its spokes, still (UIActivityIndicatorView+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawSpokes() }

    private static func size(of style: Style) -> CGSize {
        // By raw value: naming the deprecated `.whiteLarge` would warn.
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
