import Foundation

/// A bar showing how far a task has got, from 0 to 1. Headless: `progress` is kept (clamped to
/// 0...1, as on iOS) but not drawn or read by scenarios. Main actor only.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// A 4-point bar, as wide as layout makes it.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    public enum Style: Int, Sendable {
        case `default` = 0, bar
    }

    open var progressViewStyle: Style
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    /// Kept between 0 and 1.
    open var progress: Float = 0 {
        didSet {
            progress = min(max(progress, 0), 1)
            Appearance.changed()
        }
    }

    /// The track and the bar, as iOS draws them (UIProgressView+Drawing.swift).
    open override func draw(_ rect: CGRect) { drawBar() }

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        if let (node, _) = coder.nibElement { decodeProgressView(node) }
    }

    /// Sets `progress`; animated or not, at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
