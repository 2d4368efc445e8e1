import Foundation
internal import IMSimGraphics

/// A label's size from its text, measured with the font it draws in: one line unless
/// `numberOfLines` allows more, wrapped at `preferredMaxLayoutWidth` or the width layout gave it.
extension UILabel {
    var measuredIntrinsicSize: CGSize {
        textSize(wrappingAt: numberOfLines == 1 ? nil : wrapWidth)
    }

    func measuredSize(fitting size: CGSize) -> CGSize {
        textSize(wrappingAt: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
    }

    /// Whether the text needs more room than the label has: cut at the tail or in lines left out.
    public var isTruncated: Bool {
        guard let text, !text.isEmpty else { return false }
        // The text's own size, not rounded up to the screen's pixels: the frame was rounded after it was
        // measured, and half a point more is drawn whole (`drawText(in:)`).
        let full = textLayout(wrappingAt: numberOfLines == 1 ? nil : bounds.width, lines: 0).size
        return full.width > bounds.width + 0.5 || full.height > bounds.height + 0.5
    }

    private var wrapWidth: CGFloat? {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidthHint
        return width > 0 ? width : nil
    }

    /// Where the first and last baselines are from the top of the text, and the text's height.
    var baselineMetrics: (first: CGFloat, last: CGFloat, textHeight: CGFloat) {
        let layout = textLayout(wrappingAt: numberOfLines == 1 ? nil : wrapWidth, lines: numberOfLines)
        let first = layout.lines.first.map { CGFloat($0.baseline) } ?? 0
        let last = layout.lines.last.map { CGFloat($0.baseline) } ?? 0
        return (first, last, CGFloat(layout.size.height))
    }

    func textSize(wrappingAt width: CGFloat?, lines: Int? = nil) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = textLayout(wrappingAt: width, lines: lines ?? numberOfLines).size
        let scale = UIScreen.main.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    private func textLayout(wrappingAt width: CGFloat?, lines: Int) -> TextLayout {
        let key = LabelLayouts.Key(width: width.map(Double.init), lines: lines)
        if let known = measuredLayouts.layouts[key] { return known }
        let string = PlainText(text ?? "", attributes: [.font: font ?? UIFont.systemFont(ofSize: 17)])
        var limits = TextLayout.Limits(width: width.map(Double.init))
        limits.maximumLines = lines
        let layout = string.layout(limits: limits)
        measuredLayouts.keep(layout, for: key)
        return layout
    }
}

/// A label's measured text by wrapping width and line limit: layout, truncation checks and every
/// screen report ask again and again for the same few.
struct LabelLayouts {
    struct Key: Hashable {
        let width: Double?
        let lines: Int
    }

    private(set) var layouts: [Key: TextLayout] = [:]

    mutating func keep(_ layout: TextLayout, for key: Key) {
        // A label laid out at many widths (an animation, a resizing window) keeps only the latest few.
        if layouts.count >= 8 { layouts.removeAll() }
        layouts[key] = layout
    }

    mutating func removeAll() {
        layouts.removeAll()
    }
}
