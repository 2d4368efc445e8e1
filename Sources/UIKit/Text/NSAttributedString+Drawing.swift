import Foundation
internal import IMSimGraphics

/// Drawing and measuring attributed text in the current context (`UIGraphicsGetCurrentContext()`),
/// with a real font through cairo; outside a context drawing does nothing. Any thread.
extension NSAttributedString: LaidOutText {
    /// Draws the text as one line per paragraph with its first line's top left at `point`.
    public func draw(at point: CGPoint) {
        drawText(at: point)
    }

    /// Draws the text wrapped within `rect`'s width; lines below its bottom are left out.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text as `options` say within `rect` (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        drawText(with: rect, options: options, context: context)
    }

    /// The size the text covers drawn with `draw(at:)`.
    public func size() -> CGSize {
        textSize
    }

    /// The rectangle the text covers drawn within `size` as `options` say: from the first line's
    /// top left with `.usesLineFragmentOrigin`, otherwise one line from its baseline (y negative).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        textBounds(with: size, options: options, context: context)
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
        let uiFont = attributes[.font] as? UIFont
        let font = uiFont?.face ?? FontFace(family: "sans-serif", size: 12)
        // The system font's own tracking, and any the text asks for on top of it, as Core Text adds them.
        self.init(font: font,
                  color: (attributes[.foregroundColor] as? UIColor)?.rgba ?? .black,
                  background: (attributes[.backgroundColor] as? UIColor)?.rgba,
                  kern: Self.number(attributes[.kern]) + (uiFont?.systemTracking ?? 0),
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
