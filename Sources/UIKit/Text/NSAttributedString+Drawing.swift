import Foundation
internal import IMSimGraphics

/// Drawing and measuring attributed text in the current context (`UIGraphicsGetCurrentContext()`),
/// with a real font through cairo; outside a context drawing does nothing. Any thread.
extension NSAttributedString {
    /// Draws the text as one line per paragraph with its first line's top left at `point`.
    public func draw(at point: CGPoint) {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        layout(limits: TextLayout.Limits()).draw(on: canvas, at: point)
    }

    /// Draws the text wrapped within `rect`'s width; lines below its bottom are left out.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text as `options` say within `rect` (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let canvas = GraphicsContextStack.current?.canvas else { return }
        let layout = self.layout(in: rect.size, options: options)
        if options.contains(.usesLineFragmentOrigin) {
            layout.draw(on: canvas, at: rect.origin)
        } else {
            // One line whose baseline is at the rectangle's origin.
            let ascent = layout.lines.first.map { $0.baseline - $0.top } ?? 0
            layout.draw(on: canvas, at: CGPoint(x: rect.minX, y: rect.minY - ascent))
        }
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
    }

    /// The size the text covers drawn with `draw(at:)`.
    public func size() -> CGSize {
        layout(limits: TextLayout.Limits()).size
    }

    /// The rectangle the text covers drawn within `size` as `options` say: from the first line's
    /// top left with `.usesLineFragmentOrigin`, otherwise one line from its baseline (y negative).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let layout = self.layout(in: size, options: options)
        var bounds = CGRect(origin: .zero, size: layout.size)
        if !options.contains(.usesLineFragmentOrigin), let first = layout.lines.first {
            bounds.origin.y = -(first.baseline - first.top)
        }
        context?.totalBounds = bounds
        return bounds
    }

    private func layout(in size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        let wraps = options.contains(.usesLineFragmentOrigin)
        func limit(_ length: CGFloat) -> Double? {
            length > 0 && length < CGFloat.greatestFiniteMagnitude / 2 ? Double(length) : nil
        }
        var limits = TextLayout.Limits(width: limit(size.width), height: wraps ? limit(size.height) : nil)
        if !wraps { limits.maximumLines = 1 }
        limits.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine)
        limits.usesFontLeading = options.contains(.usesFontLeading)
        return layout(limits: limits)
    }

    func layout(limits: TextLayout.Limits) -> TextLayout {
        TextLayout(paragraphs: paragraphs(), limits: limits)
    }

    /// The text split at line breaks into paragraphs of runs, each paragraph with the paragraph
    /// style of its first character.
    private func paragraphs() -> [TextParagraph] {
        var paragraphs: [TextParagraph] = []
        var runs: [TextRun] = []
        var format: ParagraphFormat?
        var lastStyle = TextStyle(attributes: [:])
        func finishParagraph() {
            paragraphs.append(TextParagraph(runs: runs, format: format ?? ParagraphFormat(), defaultStyle: lastStyle))
            runs = []
            format = nil
        }
        let text = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let style = TextStyle(attributes: attributes)
            lastStyle = style
            if format == nil {
                format = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values.format ?? ParagraphFormat()
            }
            let pieces = text.substring(with: range).components(separatedBy: CharacterSet(charactersIn: "\n\r\u{2029}"))
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    finishParagraph()
                    format = (attributes[.paragraphStyle] as? NSParagraphStyle)?.values.format ?? ParagraphFormat()
                }
                if !piece.isEmpty { runs.append(TextRun(text: piece, style: style)) }
            }
        }
        finishParagraph()
        return paragraphs
    }
}

extension TextStyle {
    /// The style UIKit draws `attributes` in: Helvetica 12 (the sans-serif face) and black by default.
    init(attributes: [NSAttributedString.Key: Any]) {
        let font = (attributes[.font] as? UIFont)?.face ?? FontFace(family: "sans-serif", size: 12)
        self.init(font: font,
                  color: (attributes[.foregroundColor] as? UIColor)?.rgba ?? .black,
                  background: (attributes[.backgroundColor] as? UIColor)?.rgba,
                  kern: Self.number(attributes[.kern]),
                  baselineOffset: Self.number(attributes[.baselineOffset]),
                  underline: Self.number(attributes[.underlineStyle]) != 0,
                  strikethrough: Self.number(attributes[.strikethroughStyle]) != 0)
    }

    private static func number(_ value: Any?) -> Double {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        case let value as NSUnderlineStyle: Double(value.rawValue)
        default: 0
        }
    }
}
